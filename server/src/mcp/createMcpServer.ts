/**
 * Builds the MCP surface on the SDK's low-level `Server`. Everything costly (JSON Schemas, the validator,
 * the catalog index) is built once and shared; an instance itself is cheap, so the HTTP edge can give each
 * stateless request its own and never share one between clients (SDK advisory GHSA-345p-7cg4-v4c7).
 */
import { randomUUID } from "node:crypto";
import { GIFT_CARDS_TOOL_NAME, GIFT_CATALOG_URI, SERVER_NAME, SERVER_VERSION, WIDGET_MIME_TYPE, WIDGET_URI } from "@gift-finder/shared";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import {
  CallToolRequestSchema,
  CompleteRequestSchema,
  GetPromptRequestSchema,
  ReadResourceRequestSchema,
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
  type ReadResourceResult,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import type { Logger } from "pino";
import type { CatalogStore } from "../catalog/catalogStore.ts";
import { categoryDetail, categoryFromUri, categoryListings, categoryTemplate, catalogSummary, completeCategorySlug, giftCatalogListing } from "./catalogResources.ts";
import { callSuggestGiftCards, giftCardsTool } from "./giftCardsTool.ts";
import { ListPromptsRequest, ListResourceTemplatesRequest, ListResourcesRequest, ListToolsRequest } from "./listRequests.ts";
import { paginate } from "./pagination.ts";
import { completePromptArgument, getPrompt, promptListings } from "./prompts.ts";
import { ProtocolError, internalError, invalidParams, methodNotFound } from "./protocolError.ts";
import type { ServerEvents, ToolSwitches } from "./serverEvents.ts";
import { SUGGEST_STAGES, callSuggestGifts, suggestGiftsTool } from "./suggestGiftsTool.ts";
import { WidgetHtmlSource, widgetContentMeta, widgetResourceListing } from "./widgetResource.ts";

export interface McpServices {
  readonly catalog: CatalogStore;
  readonly widgetHtml: WidgetHtmlSource;
  readonly widgetDomain: string;
  readonly pageSize: number;
  readonly logger: Logger;
  readonly events: ServerEvents;
  readonly toolSwitches: ToolSwitches;
}

export const SERVER_INSTRUCTIONS = [
  "Gift Finder suggests gifts from a real catalog.",
  "Call suggest_gifts with the occasion, the budget per gift in US dollars, and the recipient in the person's words.",
  "If a budget or occasion is missing, ask for it rather than guessing a budget.",
  "The widget shows the ideas; answer in one or two sentences and do not repeat the list.",
  "When the person asks for a card or message, follow the gift_congrats_style prompt.",
].join(" ");

/** One validator for every instance: building Ajv is most of what a new server costs (docs/performance.md). */
const sharedValidator = new AjvJsonSchemaValidator();

/** Lets protocol errors through and turns anything else into a generic error, logging the details. */
function guarded<A extends unknown[], R>(logger: Logger, method: string, handler: (...args: A) => Promise<R> | R) {
  return async (...args: A): Promise<R> => {
    try {
      return await handler(...args);
    } catch (error) {
      if (error instanceof ProtocolError) throw error;
      const reference = randomUUID();
      logger.error({ err: error, method, reference }, "handler failed");
      throw internalError(reference);
    }
  };
}

function jsonContent(uri: string, value: unknown): ReadResourceResult {
  return { contents: [{ uri, mimeType: "application/json", text: JSON.stringify(value, null, 2) }] };
}

export interface McpServerOptions {
  /** A session server lives on and relays change events as notifications; a stateless one does not. */
  readonly live: boolean;
}

export function createMcpServer(services: McpServices, { live }: McpServerOptions): Server {
  const server = new Server(
    { name: SERVER_NAME, version: SERVER_VERSION, title: "Gift Finder" },
    {
      capabilities: {
        tools: { listChanged: true },
        resources: { listChanged: true, subscribe: true },
        prompts: { listChanged: false },
        completions: {},
        logging: {},
      },
      instructions: SERVER_INSTRUCTIONS,
      jsonSchemaValidator: sharedValidator,
    },
  );
  const { logger, pageSize, catalog, toolSwitches } = services;
  const subscriptions = new Set<string>();
  const enabledTools = (): Tool[] => (toolSwitches.isEnabled(GIFT_CARDS_TOOL_NAME) ? [suggestGiftsTool, giftCardsTool] : [suggestGiftsTool]);

  server.setRequestHandler(
    ListToolsRequest,
    guarded(logger, "tools/list", (request) => {
      const { page, nextCursor } = paginate(enabledTools(), request.params?.cursor, pageSize);
      return { tools: page, ...(nextCursor ? { nextCursor } : {}) };
    }),
  );

  server.setRequestHandler(
    CallToolRequestSchema,
    guarded(logger, "tools/call", async (request, extra) => {
      const { name, arguments: args } = request.params;
      if (name === suggestGiftsTool.name) {
        const progressToken = request.params._meta?.progressToken;
        const report =
          progressToken === undefined
            ? undefined
            : (stage: number, message: string) =>
                extra.sendNotification({ method: "notifications/progress", params: { progressToken, progress: stage, total: SUGGEST_STAGES, message } });
        return callSuggestGifts(catalog.index, args, report);
      }
      if (name === GIFT_CARDS_TOOL_NAME && toolSwitches.isEnabled(name)) return callSuggestGiftCards(catalog.index, args);
      throw invalidParams(`Unknown tool: ${name.slice(0, 100)}. Available tools: ${enabledTools().map((t) => t.name).join(", ")}`);
    }),
  );

  server.setRequestHandler(
    ListResourcesRequest,
    guarded(logger, "resources/list", (request) => {
      const { page, nextCursor } = paginate([widgetResourceListing, giftCatalogListing, ...categoryListings()], request.params?.cursor, pageSize);
      return { resources: page, ...(nextCursor ? { nextCursor } : {}) };
    }),
  );

  server.setRequestHandler(
    ListResourceTemplatesRequest,
    guarded(logger, "resources/templates/list", (request) => {
      const { page, nextCursor } = paginate([categoryTemplate], request.params?.cursor, pageSize);
      return { resourceTemplates: page, ...(nextCursor ? { nextCursor } : {}) };
    }),
  );

  server.setRequestHandler(
    ReadResourceRequestSchema,
    guarded(logger, "resources/read", async (request) => {
      const { uri } = request.params;
      if (uri === WIDGET_URI) {
        return { contents: [{ uri, mimeType: WIDGET_MIME_TYPE, text: await services.widgetHtml.html(), _meta: widgetContentMeta(services.widgetDomain) }] };
      }
      if (uri === GIFT_CATALOG_URI) return jsonContent(uri, catalogSummary(catalog.index, catalog.version));
      const slug = categoryFromUri(uri);
      if (slug) return jsonContent(uri, categoryDetail(catalog.index, slug));
      throw invalidParams(`Unknown resource: ${uri.slice(0, 200)}`, { uri: uri.slice(0, 200) });
    }),
  );

  server.setRequestHandler(
    SubscribeRequestSchema,
    guarded(logger, "resources/subscribe", (request) => {
      const { uri } = request.params;
      if (uri !== GIFT_CATALOG_URI && !categoryFromUri(uri)) throw invalidParams(`Unknown resource: ${uri.slice(0, 200)}`);
      subscriptions.add(uri);
      return {};
    }),
  );
  server.setRequestHandler(
    UnsubscribeRequestSchema,
    guarded(logger, "resources/unsubscribe", (request) => {
      subscriptions.delete(request.params.uri);
      return {};
    }),
  );

  server.setRequestHandler(
    ListPromptsRequest,
    guarded(logger, "prompts/list", (request) => {
      const { page, nextCursor } = paginate(promptListings, request.params?.cursor, pageSize);
      return { prompts: page, ...(nextCursor ? { nextCursor } : {}) };
    }),
  );
  server.setRequestHandler(
    GetPromptRequestSchema,
    guarded(logger, "prompts/get", (request) => getPrompt(request.params.name, request.params.arguments ?? {})),
  );

  server.setRequestHandler(
    CompleteRequestSchema,
    guarded(logger, "completion/complete", (request) => {
      const { ref, argument } = request.params;
      let values: string[];
      if (ref.type === "ref/prompt") values = completePromptArgument(ref.name, argument.name, argument.value);
      else if (ref.uri === categoryTemplate.uriTemplate && argument.name === "slug") values = completeCategorySlug(argument.value);
      else if (ref.uri === categoryTemplate.uriTemplate) throw invalidParams(`Unknown argument "${argument.name}" for ${ref.uri}; the template has "slug"`);
      else throw invalidParams(`Unknown resource template: ${ref.uri.slice(0, 200)}`);
      return { completion: { values: values.slice(0, 100), total: values.length, hasMore: values.length > 100 } };
    }),
  );

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
