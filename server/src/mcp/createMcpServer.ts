/**
 * Builds the MCP surface on the SDK's low-level `Server`. Everything costly (JSON Schemas, the validator,
 * the catalog index) is built once and shared; an instance itself is cheap, so the HTTP edge can give each
 * stateless request its own and never share one between clients (SDK advisory GHSA-345p-7cg4-v4c7).
 */
import { randomUUID } from "node:crypto";
import { SERVER_NAME, SERVER_VERSION, WIDGET_URI, WIDGET_MIME_TYPE } from "@gift-finder/shared";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import { CallToolRequestSchema, ReadResourceRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import type { Logger } from "pino";
import type { CatalogStore } from "../catalog/catalogStore.ts";
import { ListResourceTemplatesRequest, ListResourcesRequest, ListToolsRequest } from "./listRequests.ts";
import { paginate } from "./pagination.ts";
import { ProtocolError, internalError, invalidParams, methodNotFound } from "./protocolError.ts";
import { callSuggestGifts, suggestGiftsTool } from "./suggestGiftsTool.ts";
import { WidgetHtmlSource, widgetContentMeta, widgetResourceListing } from "./widgetResource.ts";

export interface McpServices {
  readonly catalog: CatalogStore;
  readonly widgetHtml: WidgetHtmlSource;
  readonly widgetDomain: string;
  readonly pageSize: number;
  readonly logger: Logger;
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

export function createMcpServer(services: McpServices): Server {
  const server = new Server(
    { name: SERVER_NAME, version: SERVER_VERSION, title: "Gift Finder" },
    {
      capabilities: {
        tools: { listChanged: true },
        resources: { listChanged: true },
        logging: {},
      },
      instructions: SERVER_INSTRUCTIONS,
      jsonSchemaValidator: sharedValidator,
    },
  );
  const { logger, pageSize } = services;

  server.setRequestHandler(
    ListToolsRequest,
    guarded(logger, "tools/list", (request) => {
      const { page, nextCursor } = paginate([suggestGiftsTool], request.params?.cursor, pageSize);
      return { tools: page, ...(nextCursor ? { nextCursor } : {}) };
    }),
  );

  server.setRequestHandler(
    CallToolRequestSchema,
    guarded(logger, "tools/call", (request) => {
      const { name, arguments: args } = request.params;
      if (name !== suggestGiftsTool.name) throw invalidParams(`Unknown tool: ${name}. Available tools: ${suggestGiftsTool.name}`);
      return callSuggestGifts(services.catalog.index, args);
    }),
  );

  server.setRequestHandler(
    ListResourcesRequest,
    guarded(logger, "resources/list", (request) => {
      const { page, nextCursor } = paginate([widgetResourceListing], request.params?.cursor, pageSize);
      return { resources: page, ...(nextCursor ? { nextCursor } : {}) };
    }),
  );

  server.setRequestHandler(
    ListResourceTemplatesRequest,
    guarded(logger, "resources/templates/list", (request) => {
      const { page, nextCursor } = paginate([], request.params?.cursor, pageSize);
      return { resourceTemplates: page, ...(nextCursor ? { nextCursor } : {}) };
    }),
  );

  server.setRequestHandler(
    ReadResourceRequestSchema,
    guarded(logger, "resources/read", async (request) => {
      const { uri } = request.params;
      if (uri !== WIDGET_URI) throw invalidParams(`Unknown resource: ${uri.slice(0, 200)}`, { uri: uri.slice(0, 200) });
      return {
        contents: [{ uri, mimeType: WIDGET_MIME_TYPE, text: await services.widgetHtml.html(), _meta: widgetContentMeta(services.widgetDomain) }],
      };
    }),
  );

  server.fallbackRequestHandler = async (request) => {
    throw methodNotFound(request.method);
  };
  return server;
}
