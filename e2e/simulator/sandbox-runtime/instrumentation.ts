/**
 * Runs first in the widget document: forwards console output, uncaught errors, CSP violations and
 * performance marks to the host page, so the timeline shows what happened inside the sandbox.
 */
import { type ConsoleLevel, type PostToHost, SIMULATOR_TAG } from "../shared/sandboxProtocol.ts";

export function createPoster(hostOrigin: string): PostToHost {
  return (message) => window.parent.postMessage({ tag: SIMULATOR_TAG, ...message }, hostOrigin);
}

const LEVELS: readonly ConsoleLevel[] = ["log", "info", "warn", "error", "debug"];
const MAX_TEXT = 2_000;

function describe(value: unknown): string {
  if (typeof value === "string") return value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

export function instrument(post: PostToHost): void {
  for (const level of LEVELS) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      post({ kind: "console", level, text: args.map(describe).join(" ").slice(0, MAX_TEXT) });
      original(...args);
    };
  }
  window.addEventListener("error", (event) => {
    post({ kind: "console", level: "error", text: `Uncaught ${describe(event.error ?? event.message)}` });
  });
  window.addEventListener("unhandledrejection", (event) => {
    post({ kind: "console", level: "error", text: `Unhandled rejection: ${describe(event.reason)}` });
  });
  document.addEventListener("securitypolicyviolation", (event) => {
    post({
      kind: "csp-violation",
      directive: event.effectiveDirective,
      blockedUri: event.blockedURI,
      sourceFile: event.sourceFile,
      line: event.lineNumber,
      sample: event.sample,
      disposition: event.disposition,
    });
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) post({ kind: "performance-mark", name: entry.name, startTime: entry.startTime });
  }).observe({ type: "mark", buffered: true });
}
