/**
 * `window.__simulator`: what a Playwright test reads and drives. Everything here is also on the page;
 * this is the same state without scraping it.
 */
import type { DisplayMode } from "@gift-finder/shared";
import type { TimelineEntry, TimelineExport } from "../shared/timeline.ts";
import type { SimulatorHost } from "./simulatorHost.ts";
import type { FollowUp, SimulatorState, ToolCallRecord } from "./simulatorState.ts";

export interface SimulatorApi {
  state(): SimulatorState;
  timeline(): readonly TimelineEntry[];
  exportTimeline(): TimelineExport;
  toolCalls(): readonly ToolCallRecord[];
  lastToolCall(): ToolCallRecord | undefined;
  /** Follow-ups the host accepted (ignored ones are in state().followUps with ignored: true). */
  followUps(): readonly FollowUp[];
  openedLinks(): readonly string[];
  widgetState(): unknown;
  modelContext(): unknown;
  displayMode(): DisplayMode;
  contentSecurityPolicy(): string | null;
  send(prompt: string): Promise<void>;
  reloadWidget(): Promise<void>;
  rerender(): Promise<void>;
  cancelToolCall(reason?: string): void;
  /** Under drop-follow-ups-while-streaming: the next reply streams until finishReplyStream(). */
  holdReplyStream(): void;
  finishReplyStream(): void;
  closeWidget(): Promise<void>;
  refreshConnector(): Promise<void>;
}

declare global {
  interface Window {
    __simulator?: SimulatorApi;
  }
}

export function exposeSimulator(host: SimulatorHost): void {
  window.__simulator = {
    state: () => host.getState(),
    timeline: () => host.timeline.entries(),
    exportTimeline: () => host.exportTimeline(),
    toolCalls: () => host.getState().toolCalls,
    lastToolCall: () => host.getState().toolCalls.at(-1),
    followUps: () => host.getState().followUps.filter((followUp) => !followUp.ignored),
    openedLinks: () => host.getState().openedLinks,
    widgetState: () => host.getState().widgetState,
    modelContext: () => host.getState().modelContext,
    displayMode: () => host.getState().settings.displayMode,
    contentSecurityPolicy: () => host.getState().document?.contentSecurityPolicy ?? null,
    send: (prompt) => host.runTurn(prompt),
    reloadWidget: () => host.reloadWidget(),
    rerender: () => host.rerender(),
    cancelToolCall: (reason) => host.cancelToolCall(reason),
    holdReplyStream: () => host.holdReplyStream(),
    finishReplyStream: () => host.finishReplyStream(),
    closeWidget: () => host.closeWidget(),
    refreshConnector: () => host.refreshConnector(),
  };
}
