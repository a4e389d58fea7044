/**
 * The SDK `Server` for sessions: the method table (methods.ts) registered on the low-level Server, in place
 * of the SDK's own `ping` and `logging/setLevel`, plus what only a session has: the initialize handshake and
 * change events relayed as notifications, at the level the client set. Everything costly (JSON Schemas, the validator, the catalog index) is built once and shared.
 */
import { SERVER_NAME, SERVER_VERSION } from "@gift-finder/shared";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { Protocol } from "@modelcontextprotocol/sdk/shared/protocol.js";
import { type LoggingLevel, LoggingLevelSchema, type ServerResult } from "@modelcontextprotocol/sdk/types.js";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import * as z from "zod/mini";
import { type McpServices, METHOD_NAMES, type MethodName, newSessionState, runMethod, type SessionState } from "./methods.ts";
import { methodNotFound } from "./protocolError.ts";
import type { ServerEvents } from "./serverEvents.ts";

export type { McpServices } from "./methods.ts";

const SERVER_INSTRUCTIONS = [
  "Gift Finder suggests gifts from a real catalog.",
  "Call suggest_gifts with the occasion, the budget per gift in US dollars, and the recipient in the person's words.",
  "If a budget or occasion is missing, ask for it rather than guessing a budget.",
  "The widget shows the ideas; answer in one or two sentences and do not repeat the list.",
  "When the person asks for a card or message, follow the gift_congrats_style prompt.",
].join(" ");

const SERVER_CAPABILITIES = {
  tools: { listChanged: true },
  resources: { listChanged: true, subscribe: true },
  prompts: { listChanged: false },
  completions: {},
  logging: {},
} as const;

/** One validator for every instance: building Ajv is most of what a new server costs (docs/performance.md). */
const sharedValidator = new AjvJsonSchemaValidator();

/**
 * Loose request schemas, one per method: params are parsed by the method table, which also accepts what the
 * SDK's own schemas refuse (e.g. `"cursor": null`, which real clients send).
 */
const requestSchemas = new Map(
  METHOD_NAMES.map((name) => [name, z.object({ method: z.literal(name), params: z.optional(z.looseObject({})) })] as const),
);

export interface McpServerOptions {
  /** A session server lives on and relays change events as notifications; a one-request server does not. */
  readonly live: boolean;
}

export function createMcpServer(services: McpServices, { live }: McpServerOptions): Server {
  const server = new Server(
    { name: SERVER_NAME, version: SERVER_VERSION, title: "Gift Finder" },
    { capabilities: SERVER_CAPABILITIES, instructions: SERVER_INSTRUCTIONS, jsonSchemaValidator: sharedValidator },
  );
  const session = newSessionState();
  for (const [name, schema] of requestSchemas) {
    // The SDK registers its own ping and logging/setLevel; the table's answer them instead.
    server.removeRequestHandler(name);
    // Protocol's registration, not Server's: Server's wraps tools/call in a check of its own, which would answer
    // a hand-written mistake before the table could name it. The table checks params on every path.
    Protocol.prototype.setRequestHandler.call(
      server,
      schema,
      (request, extra) =>
        runMethod(name as MethodName, request.params, {
          services,
          session,
          notify: (notification) => extra.sendNotification(notification),
        }) as Promise<ServerResult>,
    );
  }
  server.fallbackRequestHandler = async (request) => {
    throw methodNotFound(request.method);
  };
  if (live) relayEvents(server, services.events, session);
  return server;
}

/** Turns server events into this session's notifications, until the session closes. */
function relayEvents(server: Server, events: ServerEvents, session: SessionState): void {
  const onCatalogChanged = () => {
    void server.sendResourceListChanged().catch(() => undefined);
    for (const uri of session.subscriptions) void server.sendResourceUpdated({ uri }).catch(() => undefined);
  };
  const onToolsChanged = () => void server.sendToolListChanged().catch(() => undefined);
  const onLog = (level: LoggingLevel, logger: string, data: Record<string, unknown>) => {
    if (wanted(level, session.logLevel)) void server.sendLoggingMessage({ level, logger, data }).catch(() => undefined);
  };
  events.on("catalog-changed", onCatalogChanged);
  events.on("tools-changed", onToolsChanged);
  events.on("log", onLog);
  server.onclose = () => {
    events.off("catalog-changed", onCatalogChanged);
    events.off("tools-changed", onToolsChanged);
    events.off("log", onLog);
  };
}

/** Levels in rising severity, as the spec lists them (RFC 5424's order). */
const SEVERITY = new Map(LoggingLevelSchema.options.map((level, rank) => [level, rank]));

function wanted(level: LoggingLevel, threshold: LoggingLevel | undefined): boolean {
  return threshold === undefined || (SEVERITY.get(level) ?? 0) >= (SEVERITY.get(threshold) ?? 0);
}
