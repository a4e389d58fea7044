/**
 * Every MCP method the app answers, as one table of plain handlers. The SDK `Server` serves them to sessions
 * (createMcpServer) and a lean dispatcher serves them to stateless requests (statelessEndpoint), so both
 * answer alike by construction. Params are checked here, once (the HTTP edge checks only the envelope and sizes);
 * the error kinds are decided in one place.
 */
import { randomUUID } from "node:crypto";
import { describeIssues, GIFT_CARDS_TOOL_NAME, GIFT_CATALOG_URI, WIDGET_URI } from "@gift-finder/shared";
import type { LoggingLevel, ReadResourceResult, ServerNotification, Tool } from "@modelcontextprotocol/sdk/types.js";
import type { Logger } from "pino";
import * as z from "zod/mini";
import type { CatalogStore } from "../catalog/catalogStore.ts";
import { isRecord } from "../isRecord.ts";
import {
  catalogSummary,
  categoryDetail,
  categoryFromUri,
  categoryListings,
  categoryTemplate,
  completeCategorySlug,
  giftCatalogListing,
} from "./catalogResources.ts";
import { callSuggestGiftCards, giftCardsTool } from "./giftCardsTool.ts";
import { paginate } from "./pagination.ts";
import { paramsHint } from "./paramHints.ts";
import { completePromptArgument, getPrompt, promptListings } from "./prompts.ts";
import { LOGGING_LEVELS, RESOURCE_MIME_TYPE } from "./protocolConstants.ts";
import { internalError, invalidParams, ProtocolError } from "./protocolError.ts";
import type { ServerEvents, ToolSwitches } from "./serverEvents.ts";
import { callSuggestGifts, SUGGEST_STAGES, suggestGiftsTool } from "./suggestGiftsTool.ts";
import { type WidgetDomains, type WidgetHtmlSource, widgetContentMeta, widgetResourceListing } from "./widgetResource.ts";

export interface McpServices {
  readonly catalog: CatalogStore;
  readonly widgetHtml: WidgetHtmlSource;
  readonly widgetDomains: WidgetDomains;
  readonly pageSize: number;
  readonly logger: Logger;
  readonly events: ServerEvents;
  readonly toolSwitches: ToolSwitches;
}

/** What a session remembers between requests; a stateless request gets a throwaway one. */
export interface SessionState {
  /** The resource URIs this client subscribed to. */
  readonly subscriptions: Set<string>;
  /** The least severe level of log notification the client wants; all of them when unset. */
  logLevel: LoggingLevel | undefined;
}

export const newSessionState = (): SessionState => ({ subscriptions: new Set(), logLevel: undefined });

export interface MethodContext {
  readonly services: McpServices;
  readonly session: SessionState;
  /** Sends a notification on the request's own stream, where it has one. */
  readonly notify?: (notification: ServerNotification) => Promise<void>;
}

/** Parses its params (naming the method in the error) and handles them. */
type Method = (rawParams: unknown, context: MethodContext, name: string) => unknown;

const AnyParams = z.looseObject({});
const ListParams = z.looseObject({ cursor: z.optional(z.nullable(z.string())) });
const UriParams = z.looseObject({ uri: z.string() });
const ToolCallParams = z.looseObject({
  name: z.string(),
  arguments: z.optional(z.record(z.string(), z.unknown())),
  _meta: z.optional(z.looseObject({ progressToken: z.optional(z.union([z.string(), z.number()])) })),
});
const PromptParams = z.looseObject({ name: z.string(), arguments: z.optional(z.record(z.string(), z.string())) });
const CompleteParams = z.looseObject({
  ref: z.union([
    z.looseObject({ type: z.literal("ref/prompt"), name: z.string() }),
    z.looseObject({ type: z.literal("ref/resource"), uri: z.string() }),
  ]),
  argument: z.looseObject({ name: z.string(), value: z.string() }),
});
const SetLevelParams = z.looseObject({ level: z.unknown() });
const LoggingLevelSchema = z.enum(LOGGING_LEVELS);

function method<P>(schema: z.ZodMiniType<P>, handle: (params: P, context: MethodContext) => unknown): Method {
  return (rawParams, context, name) => {
    const hint = isRecord(rawParams) ? paramsHint(name, rawParams) : undefined;
    if (hint) throw invalidParams(`Invalid params: ${hint}`);
    const parsed = z.safeParse(schema, rawParams ?? {});
    if (!parsed.success) throw invalidParams(`Invalid params for ${name}: ${describeIssues(parsed.error).join("; ")}`);
    return handle(parsed.data, context);
  };
}

function enabledTools({ toolSwitches }: McpServices): Tool[] {
  return toolSwitches.isEnabled(GIFT_CARDS_TOOL_NAME) ? [suggestGiftsTool, giftCardsTool] : [suggestGiftsTool];
}

function page<T>(key: string, all: readonly T[], cursor: string | null | undefined, pageSize: number) {
  const { page: items, nextCursor } = paginate(all, cursor, pageSize);
  return { [key]: items, ...(nextCursor ? { nextCursor } : {}) };
}

function jsonContent(uri: string, value: unknown): ReadResourceResult {
  return { contents: [{ uri, mimeType: "application/json", text: JSON.stringify(value, null, 2) }] };
}

function knownSubscribable(uri: string): boolean {
  return uri === GIFT_CATALOG_URI || categoryFromUri(uri) !== undefined;
}

const TABLE = {
  ping: method(AnyParams, () => ({})),

  // A stateless request keeps the level in its throwaway state: it has no stream to log to.
  "logging/setLevel": method(SetLevelParams, ({ level }, { session }) => {
    const parsed = LoggingLevelSchema.safeParse(level);
    if (!parsed.success) throw invalidParams('logging/setLevel expects a level such as "info"');
    session.logLevel = parsed.data;
    return {};
  }),

  "tools/list": method(ListParams, (p, { services }) => page("tools", enabledTools(services), p.cursor, services.pageSize)),

  "tools/call": method(ToolCallParams, (p, { services, notify }) => {
    if (p.name === suggestGiftsTool.name) {
      const progressToken = p._meta?.progressToken;
      const report =
        progressToken === undefined || notify === undefined
          ? undefined
          : (stage: number, message: string) =>
              notify({ method: "notifications/progress", params: { progressToken, progress: stage, total: SUGGEST_STAGES, message } });
      return callSuggestGifts(services.catalog.index, p.arguments, report);
    }
    if (p.name === GIFT_CARDS_TOOL_NAME && services.toolSwitches.isEnabled(p.name))
      return callSuggestGiftCards(services.catalog.index, p.arguments);
    throw invalidParams(
      `Unknown tool: ${p.name.slice(0, 100)}. Available tools: ${enabledTools(services)
        .map((t) => t.name)
        .join(", ")}`,
    );
  }),

  "resources/list": method(ListParams, (p, { services }) =>
    page("resources", [widgetResourceListing, giftCatalogListing, ...categoryListings()], p.cursor, services.pageSize),
  ),

  "resources/templates/list": method(ListParams, (p, { services }) =>
    page("resourceTemplates", [categoryTemplate], p.cursor, services.pageSize),
  ),

  "resources/read": method(UriParams, async ({ uri }, { services }) => {
    if (uri === WIDGET_URI) {
      return {
        contents: [
          {
            uri,
            mimeType: RESOURCE_MIME_TYPE,
            text: await services.widgetHtml.html(),
            _meta: widgetContentMeta(services.catalog.index.items, services.widgetDomains),
          },
        ],
      };
    }
    if (uri === GIFT_CATALOG_URI) return jsonContent(uri, catalogSummary(services.catalog.index, services.catalog.version));
    const slug = categoryFromUri(uri);
    if (slug) return jsonContent(uri, categoryDetail(services.catalog.index, slug));
    throw invalidParams(`Unknown resource: ${uri.slice(0, 200)}`, { uri: uri.slice(0, 200) });
  }),

  "resources/subscribe": method(UriParams, ({ uri }, { session }) => {
    if (!knownSubscribable(uri)) throw invalidParams(`Unknown resource: ${uri.slice(0, 200)}`);
    session.subscriptions.add(uri);
    return {};
  }),

  "resources/unsubscribe": method(UriParams, ({ uri }, { session }) => {
    session.subscriptions.delete(uri);
    return {};
  }),

  "prompts/list": method(ListParams, (p, { services }) => page("prompts", promptListings, p.cursor, services.pageSize)),

  "prompts/get": method(PromptParams, (p) => getPrompt(p.name, p.arguments ?? {})),

  "completion/complete": method(CompleteParams, ({ ref, argument }) => {
    let values: string[];
    if (ref.type === "ref/prompt") values = completePromptArgument(ref.name, argument.name, argument.value);
    else if (ref.uri === categoryTemplate.uriTemplate && argument.name === "slug") values = completeCategorySlug(argument.value);
    else if (ref.uri === categoryTemplate.uriTemplate)
      throw invalidParams(`Unknown argument "${argument.name}" for ${ref.uri}; the template has "slug"`);
    else throw invalidParams(`Unknown resource template: ${ref.uri.slice(0, 200)}`);
    return { completion: { values: values.slice(0, 100), total: values.length, hasMore: values.length > 100 } };
  }),
} satisfies Record<string, Method>;

export type MethodName = keyof typeof TABLE;
export const METHOD_NAMES = Object.keys(TABLE) as MethodName[];

export function isTableMethod(name: string): name is MethodName {
  return Object.hasOwn(TABLE, name);
}

/**
 * Runs one method: params parsed (-32602 naming the bad fields), protocol errors passed through, anything
 * unexpected logged with a reference and answered with a generic -32603 (never the message itself).
 */
export async function runMethod(name: MethodName, rawParams: unknown, context: MethodContext): Promise<Record<string, unknown>> {
  try {
    return (await TABLE[name](rawParams, context, name)) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof ProtocolError) throw error;
    const reference = randomUUID();
    context.services.logger.error({ err: error, method: name, reference }, "handler failed");
    throw internalError(reference);
  }
}
