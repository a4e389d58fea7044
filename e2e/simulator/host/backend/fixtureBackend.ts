/**
 * Fixtures mode: the same tool and resource a live server declares, answered with canned results, so the
 * widget can be looked at with no server running. Tool calls still appear on the timeline.
 */
import { cspInDialect, TOOL_NAME, WIDGET_URI, type WidgetCsp } from "@gift-finder/shared";
import { RESOURCE_MIME_TYPE } from "@modelcontextprotocol/ext-apps/app-bridge";
import type { CallToolResult, JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import type { Timeline } from "../timeline.ts";
import { FIXTURES, type FixtureName } from "./fixtures.ts";
import { nextCorrelationId, type ToolBackend } from "./toolBackend.ts";

/** Mirrors the server's declaration (server/src/mcp): both template keys and both CSP dialects. */
const FIXTURE_TOOL = {
  name: TOOL_NAME,
  inputSchema: { type: "object" as const },
  _meta: { ui: { resourceUri: WIDGET_URI }, "openai/outputTemplate": WIDGET_URI },
};
const FIXTURE_CSP: WidgetCsp = { connectDomains: [], resourceDomains: [] };
const FIXTURE_RESOURCE_META = {
  ui: { csp: cspInDialect(FIXTURE_CSP, "ui.csp"), prefersBorder: true },
  "openai/widgetCSP": cspInDialect(FIXTURE_CSP, "openai/widgetCSP"),
};

export function createFixtureBackend(fixture: FixtureName, timeline: Timeline): ToolBackend {
  let nextId = 1;
  const record = (request: FixtureRequest, result: unknown, answering: FixtureName = fixture, correlationId?: string) =>
    recordExchange(timeline, { request, result, answering, correlationId });
  return {
    kind: "fixtures",
    fixedArguments: { ...FIXTURES[fixture].arguments },
    async listTools() {
      record({ jsonrpc: "2.0", id: nextId++, method: "tools/list" }, { tools: [FIXTURE_TOOL] });
      return [FIXTURE_TOOL];
    },
    async readResource(uri) {
      const html = await fetchFixtureTemplate();
      record(
        { jsonrpc: "2.0", id: nextId++, method: "resources/read", params: { uri } },
        { contents: [{ uri, mimeType: RESOURCE_MIME_TYPE, text: "(widget HTML)", _meta: FIXTURE_RESOURCE_META }] },
      );
      return { contents: [{ uri, mimeType: RESOURCE_MIME_TYPE, text: html, _meta: FIXTURE_RESOURCE_META }] };
    },
    async callTool(name, args, origin) {
      const correlationId = nextCorrelationId();
      const serverRpcId = nextId++;
      // As the widget's own dev host does: its later calls (refine, more ideas) get the "normal" fixture.
      const answering: FixtureName = origin === "model" ? fixture : "normal";
      const result: CallToolResult = structuredClone(FIXTURES[answering].result);
      record(
        { jsonrpc: "2.0", id: serverRpcId, method: "tools/call", params: { name, arguments: args } },
        result,
        answering,
        correlationId,
      );
      return { result, correlationId, serverRpcId };
    },
    async close() {},
  };
}

async function fetchFixtureTemplate(): Promise<string> {
  const response = await fetch("/fixture-template");
  if (!response.ok) throw new Error(await response.text());
  return response.text();
}

type FixtureRequest = JSONRPCMessage & { id: number; method: string };

interface FixtureExchange {
  readonly request: FixtureRequest;
  readonly result: unknown;
  readonly answering: FixtureName;
  readonly correlationId: string | undefined;
}

/** Puts a request and its canned answer on the timeline, as a live backend's would appear. */
function recordExchange(timeline: Timeline, { request, result, answering, correlationId }: FixtureExchange): void {
  const base = { channel: "fixture" as const, id: request.id, method: request.method, ...(correlationId ? { correlationId } : {}) };
  timeline.record({
    ...base,
    direction: "host->server",
    kind: "request",
    summary: `${request.method} (answered from fixture "${answering}")`,
    payload: request,
  });
  timeline.record({
    ...base,
    direction: "server->host",
    kind: "response",
    durationMs: 0,
    summary: "fixture result",
    payload: { jsonrpc: "2.0", id: request.id, result },
  });
}
