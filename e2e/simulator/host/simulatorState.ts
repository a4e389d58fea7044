/** What the simulated host knows, as one immutable snapshot: the page renders it, tests read it. */
import type { HostApi } from "../shared/hostApi.ts";
import type { SandboxDocumentResponse, SimulatorConfig } from "../shared/sandboxProtocol.ts";
import type { CallOrigin } from "./backend/toolBackend.ts";
import type { SimulatorSettings } from "./settings.ts";

export interface ThreadMessage {
  readonly key: string;
  readonly role: "user" | "assistant" | "notice";
  readonly text: string;
}

export interface ToolCallRecord {
  readonly origin: CallOrigin;
  readonly name: string;
  readonly arguments: Record<string, unknown>;
  readonly correlationId: string;
  readonly serverRpcId: string | number;
  readonly isError: boolean;
}

export interface FollowUp {
  readonly text: string;
  readonly api: HostApi;
  readonly ignored: boolean;
}

export interface SimulatorState {
  readonly status: "starting" | "idle" | "calling" | "rendered" | "failed";
  readonly error: string | null;
  readonly problems: readonly string[];
  readonly settings: SimulatorSettings;
  readonly config: SimulatorConfig | null;
  readonly thread: readonly ThreadMessage[];
  /** The message the widget is shown after (the tool call's), or null before any call. */
  readonly widgetAnchor: string | null;
  readonly toolCalls: readonly ToolCallRecord[];
  readonly followUps: readonly FollowUp[];
  /** The model's reply is still streaming (only under drop-follow-ups-while-streaming). */
  readonly streaming: boolean;
  readonly openedLinks: readonly string[];
  readonly modelContext: unknown;
  readonly widgetState: unknown;
  readonly document: SandboxDocumentResponse | null;
  readonly marks: readonly { name: string; startTime: number }[];
}

export function initialState(settings: SimulatorSettings, problems: readonly string[]): SimulatorState {
  return {
    status: "starting",
    error: null,
    problems,
    settings,
    config: null,
    thread: [],
    widgetAnchor: null,
    toolCalls: [],
    followUps: [],
    streaming: false,
    openedLinks: [],
    modelContext: null,
    widgetState: null,
    document: null,
    marks: [],
  };
}
