/**
 * Speaks to the host from inside the widget's frame, at the protocol level, as any view could: a JSON-RPC
 * request over the MCP Apps postMessage bridge, or a `window.openai` call. Tests of host behaviour use it so they
 * do not depend on which button the widget shows.
 */
import type { SimulatorPage } from "./simulatorPage.ts";

export interface JsonRpcAnswer {
  readonly result?: Record<string, unknown>;
  readonly error?: { code: number; message: string };
}

let nextId = 1;

/** Sends one `ui/*` request to the host from the widget's window and returns the host's answer. */
export async function requestFromWidget(simulator: SimulatorPage, method: string, params: Record<string, unknown>): Promise<JsonRpcAnswer> {
  const id = `e2e-${nextId++}`;
  return simulator.widget.locator("html").evaluate(
    (_root, request) =>
      new Promise<JsonRpcAnswer>((resolve) => {
        const listener = (event: MessageEvent) => {
          const data = event.data as { jsonrpc?: string; id?: unknown } & JsonRpcAnswer;
          if (event.source !== window.parent || data?.jsonrpc !== "2.0" || data.id !== request.id) return;
          window.removeEventListener("message", listener);
          resolve({ ...(data.result ? { result: data.result } : {}), ...(data.error ? { error: data.error } : {}) });
        };
        window.addEventListener("message", listener);
        window.parent.postMessage({ jsonrpc: "2.0", id: request.id, method: request.method, params: request.params }, "*");
      }),
    { id, method, params },
  );
}

/** A follow-up as the standard bridge sends it (`ui/message`). */
export function followUpFromWidget(simulator: SimulatorPage, text: string): Promise<JsonRpcAnswer> {
  return requestFromWidget(simulator, "ui/message", { role: "user", content: [{ type: "text", text }] });
}

/** A `window.openai` method call from the widget's window; resolves with its value or "rejected: <message>". */
export function callOpenAi(simulator: SimulatorPage, method: string, args: unknown): Promise<unknown> {
  return simulator.widget.locator("html").evaluate(
    async (_root, call) => {
      const openai = (window as unknown as { openai?: Record<string, (args: unknown) => Promise<unknown>> }).openai;
      const fn = openai?.[call.method];
      if (!fn) return "window.openai is missing";
      try {
        return (await fn(call.args)) ?? null;
      } catch (error) {
        return `rejected: ${(error as Error).message}`;
      }
    },
    { method, args },
  );
}
