/**
 * `window.openai` as ChatGPT injects it: the globals as properties, methods that round-trip to the host,
 * and the `openai:set_globals` window event carrying only the changed keys in `detail.globals`.
 */
import {
  type DisplayMode,
  OPENAI_SET_GLOBALS_EVENT,
  type OpenAiGlobals,
  type OpenAiMethod,
  type OpenAiMethods,
  type OpenAiSetGlobalsDetail,
} from "@gift-finder/shared";
import { type HostToRuntime, type PostToHost, SIMULATOR_TAG } from "../shared/sandboxProtocol.ts";

export function installOpenAi(initial: OpenAiGlobals, hostOrigin: string, post: PostToHost): void {
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextCallId = 1;
  const call = (method: OpenAiMethod, args: unknown): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const callId = nextCallId++;
      pending.set(callId, { resolve, reject });
      post({ kind: "openai-call", callId, method, args });
    });

  const openai: OpenAiGlobals & OpenAiMethods = {
    ...initial,
    callTool: (name: string, args: Record<string, unknown>) => call("callTool", { name, args }),
    sendFollowUpMessage: (args: { prompt: string }) => call("sendFollowUpMessage", args),
    openExternal: (args: { href: string }) => call("openExternal", args),
    requestDisplayMode: (args: { mode: DisplayMode }) => call("requestDisplayMode", args),
    setWidgetState: (state: unknown) => {
      openai.widgetState = state;
      return call("setWidgetState", state);
    },
    notifyIntrinsicHeight: (height: number) => call("notifyIntrinsicHeight", { height }),
    requestModal: (args: unknown) => call("requestModal", args),
    requestClose: () => call("requestClose", {}),
  };
  Object.defineProperty(window, "openai", { value: openai, configurable: false, writable: false });

  window.addEventListener("message", (event: MessageEvent) => {
    if (event.source !== window.parent || event.origin !== hostOrigin) return;
    const message = event.data as HostToRuntime | null;
    if (message?.tag !== SIMULATOR_TAG) return;
    if (message.kind === "openai-set-globals") {
      Object.assign(openai, message.globals);
      window.dispatchEvent(new CustomEvent<OpenAiSetGlobalsDetail>(OPENAI_SET_GLOBALS_EVENT, { detail: { globals: message.globals } }));
    } else if (message.kind === "openai-reply") {
      const waiter = pending.get(message.callId);
      pending.delete(message.callId);
      if (message.ok) waiter?.resolve(message.value);
      else waiter?.reject(new Error(message.error));
    }
  });
}
