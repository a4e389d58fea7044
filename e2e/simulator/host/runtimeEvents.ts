/** Puts what the sandbox runtime reports from inside the widget (console, CSP violations, marks) on the timeline. */
import type { RuntimeToHost } from "../shared/sandboxProtocol.ts";
import type { Timeline } from "./timeline.ts";

export interface PerformanceMark {
  readonly name: string;
  readonly startTime: number;
}

/** Returns the mark when the event was a performance mark, so the host can keep it. */
export function recordRuntimeEvent(timeline: Timeline, message: RuntimeToHost): PerformanceMark | undefined {
  switch (message.kind) {
    case "console":
      timeline.record({
        channel: "console",
        direction: "widget",
        kind: "event",
        method: `console.${message.level}`,
        summary: message.text,
      });
      return undefined;
    case "csp-violation": {
      const where = message.sourceFile ? ` at ${message.sourceFile}:${message.line}` : "";
      timeline.record({
        channel: "csp",
        direction: "widget",
        kind: "event",
        method: "securitypolicyviolation",
        summary: `${message.directive} blocked ${message.blockedUri || "(inline)"}${where}`,
        payload: message,
      });
      return undefined;
    }
    case "performance-mark":
      timeline.record({
        channel: "host",
        direction: "widget",
        kind: "event",
        method: "performance.mark",
        summary: `${message.name} at ${Math.round(message.startTime)} ms`,
      });
      return { name: message.name, startTime: message.startTime };
    case "ready":
      timeline.record({
        channel: "host",
        direction: "widget",
        kind: "event",
        method: "document-ready",
        summary: `sandbox runtime started in widget ${message.instanceId}`,
      });
      return undefined;
    case "openai-call":
      return undefined;
  }
}
