/** Starts Gift Finder: config, catalog, widget, HTTP. Any start-up problem stops the process with one clear line. */
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { CatalogStore } from "./catalog/catalogStore.ts";
import { loadCatalog } from "./catalog/loadCatalog.ts";
import { readConfig } from "./config.ts";
import { createApp } from "./http/createApp.ts";
import { SessionRegistry } from "./http/sessionRegistry.ts";
import { createLogger } from "./logger.ts";
import { WidgetHtmlSource } from "./mcp/widgetResource.ts";
import type { McpServices } from "./mcp/createMcpServer.ts";
import { ServerEvents, ToolSwitches } from "./mcp/serverEvents.ts";
import { watchCatalog } from "./catalog/watchCatalog.ts";

async function main(): Promise<void> {
  let config;
  try {
    config = readConfig();
  } catch (error) {
    console.error(`gift-finder: ${(error as Error).message}`);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  let catalog: CatalogStore;
  try {
    catalog = new CatalogStore(await loadCatalog(config.catalogPath));
  } catch (error) {
    logger.fatal({ err: error }, "catalog rejected");
    console.error(`gift-finder: ${(error as Error).message}`);
    process.exit(1);
  }

  let ready = true;
  const sessions = new SessionRegistry(config.maxSessions, config.sessionIdleTtlMs);
  const events = new ServerEvents();
  const services: McpServices = {
    catalog,
    widgetHtml: new WidgetHtmlSource(config.widgetHtmlPath),
    widgetDomain: config.widgetDomain,
    pageSize: config.pageSize,
    logger,
    events,
    toolSwitches: new ToolSwitches(events, config.enabledTools),
  };
  watchCatalog(config.catalogPath, catalog, events, logger);
  const app = createApp({
    services,
    sessions,
    logger,
    allowedHosts: config.allowedHosts,
    allowedOrigins: config.allowedOrigins,
    maxBodyBytes: config.maxBodyBytes,
    adminToken: config.adminToken,
    isReady: () => ready,
  });

  const httpServer = app.listen(config.port, config.host);
  await once(httpServer, "listening");
  const { port } = httpServer.address() as AddressInfo;
  const shownHost = config.host.includes(":") ? `[${config.host}]` : config.host;
  logger.info({ port, host: config.host, catalogItems: catalog.index.items.length }, "listening");
  console.error(`Gift Finder MCP server: http://${shownHost}:${port}/mcp  (health: http://${shownHost}:${port}/healthz)`);

  const shutdown = async (signal: string) => {
    if (!ready) return;
    ready = false;
    logger.info({ signal }, "draining");
    const forced = setTimeout(() => {
      logger.warn("drain timed out; exiting");
      process.exit(1);
    }, 10_000);
    forced.unref();
    httpServer.close();
    await sessions.closeAll();
    httpServer.closeIdleConnections();
    await once(httpServer, "close");
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

void main();
