/** Starts Gift Finder: config, catalog, widget, HTTP. Any start-up problem stops the process with one clear line. */
import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { GIFT_CARDS_TOOL_NAME, TOOL_NAME } from "@gift-finder/shared";
import type { Logger } from "pino";
import { CatalogStore } from "./catalog/catalogStore.ts";
import { readIndexCache, writeIndexCache } from "./catalog/indexCache.ts";
import { loadCatalogWithHash } from "./catalog/loadCatalog.ts";
import { type CatalogChangeListener, type CatalogFingerprint, fingerprintCatalog, watchCatalog } from "./catalog/watchCatalog.ts";
import { readConfig, type ServerConfig } from "./config.ts";
import { createLimitedServer } from "./http/connectionLimits.ts";
import { type AppOptions, createApp } from "./http/createApp.ts";
import { drainOnSignals } from "./http/drain.ts";
import { RateLimiter } from "./http/rateLimiter.ts";
import { SessionRegistry } from "./http/sessionRegistry.ts";
import { createLogger } from "./logging/logger.ts";
import type { McpServices } from "./mcp/createMcpServer.ts";
import { ServerEvents, ToolSwitches } from "./mcp/serverEvents.ts";
import { WidgetHtmlSource } from "./mcp/widgetResource.ts";
import { ServerMetrics } from "./metrics/serverMetrics.ts";

function fail(message: string): never {
  console.error(`gift-finder: ${message}`);
  process.exit(1);
}

function readConfigOrFail(): ServerConfig {
  try {
    return readConfig();
  } catch (error) {
    fail((error as Error).message);
  }
}

/**
 * The catalog to serve, and its fingerprint taken before the load: a change in between then shows as a difference.
 * The index kept by an earlier start is used when it was built from the same bytes by the same build; an index
 * built here is kept for the next start before the server listens, so writing it never holds up an answer (for
 * a 100k-item catalog it takes most of a second).
 */
async function loadServedCatalog(
  config: ServerConfig,
  logger: Logger,
): Promise<{ catalog: CatalogStore; fingerprint: CatalogFingerprint; indexFrom: "index cache" | "catalog" }> {
  const fingerprint = await fingerprintCatalog(config.catalogPath);
  const cachePath = config.indexCachePath;
  const kept = cachePath === undefined ? undefined : readIndexCache(cachePath, fingerprint.hash);
  if (kept) return { catalog: new CatalogStore({ index: kept }), fingerprint, indexFrom: "index cache" };
  try {
    const { items, hash } = await loadCatalogWithHash(config.catalogPath);
    const catalog = new CatalogStore(items);
    if (cachePath !== undefined) writeIndexCache(cachePath, hash, catalog.index);
    return { catalog, fingerprint, indexFrom: "catalog" };
  } catch (error) {
    logger.fatal({ err: error }, "catalog rejected");
    fail((error as Error).message);
  }
}

/** A reload or a rejection is counted and told to every session's log. */
function catalogChangeListener(metrics: ServerMetrics, events: ServerEvents): CatalogChangeListener {
  return {
    loaded(items, version) {
      metrics.observeCatalogReload("loaded");
      events.emit("log", "notice", "catalog", { message: "catalog reloaded", items, version });
      events.emit("catalog-changed");
    },
    rejected(reference) {
      metrics.observeCatalogReload("rejected");
      events.emit("log", "error", "catalog", { message: "catalog update rejected; the previous catalog stays", reference });
    },
  };
}

/** The settings of createApp that come straight from the configuration. */
function configuredAppOptions(config: ServerConfig) {
  return {
    allowedHosts: config.allowedHosts,
    allowedOrigins: config.allowedOrigins,
    edgeLimits: {
      maxBodyBytes: config.maxBodyBytes,
      maxDepth: config.maxJsonDepth,
      maxValues: config.maxJsonValues,
      maxArgumentEntries: config.maxArgumentEntries,
      maxArgumentChars: config.maxArgumentChars,
    },
    adminToken: config.adminToken,
    rateLimiter: new RateLimiter(config.rateLimitPerMinute, config.rateLimitBurst),
    addressRateLimiter: new RateLimiter(
      config.rateLimitPerMinute * config.rateLimitAddressFactor,
      config.rateLimitBurst * config.rateLimitAddressFactor,
    ),
    trustProxy: config.trustProxy,
    replicaId: config.replicaId,
    maxQueuedNotifications: config.sessionMaxQueuedNotifications,
    metricsAccess: config.metricsAccess,
  } satisfies Partial<AppOptions>;
}

async function listen(app: ReturnType<typeof createApp>, config: ServerConfig, logger: Logger): Promise<Server> {
  const httpServer = createLimitedServer(
    app,
    {
      requestTimeoutMs: config.requestTimeoutMs,
      headersTimeoutMs: config.headersTimeoutMs,
      maxPerAddress: config.maxConnectionsPerAddress,
    },
    logger,
  );
  httpServer.listen(config.port, config.host);
  httpServer.once("error", (error) =>
    fail(`cannot listen on ${config.host}:${config.port}: ${(error as NodeJS.ErrnoException).code ?? error.message}`),
  );
  await once(httpServer, "listening");
  return httpServer;
}

async function main(): Promise<void> {
  const config = readConfigOrFail();
  const logger = createLogger({ level: config.logLevel, bufferBytes: config.logBufferBytes });
  const { catalog, fingerprint, indexFrom } = await loadServedCatalog(config, logger);

  let ready = true;
  const events = new ServerEvents();
  const sessions = new SessionRegistry({
    maxSessions: config.maxSessions,
    maxPerAddress: config.maxSessionsPerAddress,
    maxPerSubject: config.maxSessionsPerSubject,
    idleTtlMs: config.sessionIdleTtlMs,
    unusedTtlMs: config.sessionUnusedTtlMs,
  });
  const services: McpServices = {
    catalog,
    widgetHtml: new WidgetHtmlSource(config.widgetHtmlPath),
    widgetDomains: { standard: config.widgetDomain, chatgpt: config.openaiWidgetDomain },
    pageSize: config.pageSize,
    logger,
    events,
    toolSwitches: new ToolSwitches(events, config.enabledTools),
  };
  const metrics = new ServerMetrics({
    knownTools: () => new Set([TOOL_NAME, GIFT_CARDS_TOOL_NAME]),
    liveSessions: () => sessions.size,
    catalog: () => ({ version: catalog.version, items: catalog.index.items.length }),
  });
  watchCatalog(config.catalogPath, catalog, catalogChangeListener(metrics, events), logger, {
    pollMs: config.catalogPollMs,
    initial: fingerprint,
  });
  const app = createApp({ ...configuredAppOptions(config), services, sessions, logger, isReady: () => ready, metrics });

  const httpServer = await listen(app, config, logger);
  drainOnSignals({ httpServer, sessions, logger, graceMs: config.drainGraceMs, hardLimitMs: 10_000, markNotReady: () => (ready = false) });

  const { port } = httpServer.address() as AddressInfo;
  const shownHost = config.host.includes(":") ? `[${config.host}]` : config.host;
  logger.info({ port, host: config.host, catalogItems: catalog.index.items.length, catalogIndexFrom: indexFrom }, "listening");
  console.error(`Gift Finder MCP server: http://${shownHost}:${port}/mcp  (health: http://${shownHost}:${port}/healthz)`);
}

void main();
