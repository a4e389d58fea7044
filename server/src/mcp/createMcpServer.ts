/**
 * The SDK `Server` for sessions: the method table (methods.ts) registered on the low-level Server, plus what
 * only a session has: the initialize handshake, per-session log levels, and change events relayed as
 * notifications. Everything costly (JSON Schemas, the validator, the catalog index) is built once and shared.
 */
import { SERVER_NAME, SERVER_VERSION } from "@gift-finder/shared";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import type { ServerResult } from "@modelcontextprotocol/sdk/types.js";
import * as z from "zod/mini";
import { METHOD_NAMES, runMethod, type McpServices, type MethodName } from "./methods.ts";
import { methodNotFound } from "./protocolError.ts";
import type { ServerEvents } from "./serverEvents.ts";

export type { McpServices } from "./methods.ts";

export const SERVER_INSTRUCTIONS = [
  "Gift Finder suggests gifts from a real catalog.",
  "Call suggest_gifts with the occasion, the budget per gift in US dollars, and the recipient in the person's words.",
  "If a budget or occasion is missing, ask for it rather than guessing a budget.",
  "The widget shows the ideas; answer in one or two sentences and do not repeat the list.",
  "When the person asks for a card or message, follow the gift_congrats_style prompt.",
].join(" ");

export const SERVER_CAPABILITIES = {
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
 * SDK's own schemas refuse (e.g. `"cursor": null`, sent by real clients and the course's examples).
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
  const subscriptions = new Set<string>();
  for (const [name, schema] of requestSchemas) {
    server.setRequestHandler(schema, (request, extra) =>
      runMethod(name as MethodName, request.params, { services, subscriptions, notify: (notification) => extra.sendNotification(notification) }) as Promise<ServerResult>,
    );
  }
  server.fallbackRequestHandler = async (request) => {
    throw methodNotFound(request.method);
  };
  if (live) relayEvents(server, services.events, subscriptions);
  return server;
}

/** Turns server events into this session's notifications, until the session closes. */
function relayEvents(server: Server, events: ServerEvents, subscriptions: ReadonlySet<string>): void {
  const onCatalogChanged = () => {
    void server.sendResourceListChanged().catch(() => undefined);
    for (const uri of subscriptions) void server.sendResourceUpdated({ uri }).catch(() => undefined);
  };
  const onToolsChanged = () => void server.sendToolListChanged().catch(() => undefined);
  const onLog = (level: Parameters<Server["sendLoggingMessage"]>[0]["level"], logger: string, data: Record<string, unknown>) =>
    void server.sendLoggingMessage({ level, logger, data }, server.transport?.sessionId).catch(() => undefined);
  events.on("catalog-changed", onCatalogChanged);
  events.on("tools-changed", onToolsChanged);
  events.on("log", onLog);
  server.onclose = () => {
    events.off("catalog-changed", onCatalogChanged);
    events.off("tools-changed", onToolsChanged);
    events.off("log", onLog);
  };
}
