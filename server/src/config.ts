/** Server settings from the environment, parsed once at start-up; a bad value stops the start with its name. */
import { join } from "node:path";
import { describeIssues, GIFT_CARDS_TOOL_NAME } from "@gift-finder/shared";
import * as z from "zod/mini";
import { DEFAULT_CATALOG_PATH } from "./catalog/loadCatalog.ts";
import type { MetricsAccess } from "./http/metricsRoute.ts";
import { REPO_ROOT } from "./repoRoot.ts";

const list = z.pipe(
  z.string(),
  z.transform((value) =>
    value
      .split(",")
      .map((part) => part.trim())
      .filter((part) => part.length > 0),
  ),
);
/**
 * A widget domain in one of the forms hosts document: an https origin (ChatGPT: "https://gifts.example.com")
 * or a bare host name (Claude: "{hash}.claudemcpcontent.com"). Origins lose any trailing slash.
 */
const widgetDomain = z.pipe(
  z
    .string()
    .check(
      z.refine(
        (value) =>
          /^https:\/\/[a-z0-9.-]+(?::\d{1,5})?\/?$/i.test(value) ||
          /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i.test(value),
        "an https origin (https://gifts.example.com) or a bare host name ({hash}.claudemcpcontent.com)",
      ),
    ),
  z.transform((value) => (value.startsWith("https://") ? new URL(value).origin : value.toLowerCase())),
);
const positiveInt = (fallback: number) => z._default(z.coerce.number().check(z.int(), z.gt(0)), fallback);

const EnvSchema = z.object({
  PORT: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(65535)), 8787),
  HOST: z._default(z.string().check(z.minLength(1)), "127.0.0.1"),
  /** Host header values accepted besides loopback names, e.g. "gifts.example.com" behind a tunnel. */
  ALLOWED_HOSTS: z._default(list, []),
  /** Browser origins accepted besides loopback ones. Requests without an Origin (ChatGPT's servers) are always served. */
  ALLOWED_ORIGINS: z._default(list, []),
  /** The public origin of the server, e.g. "https://gifts.example.com": its host is accepted (DNS-rebinding guard). */
  PUBLIC_URL: z.optional(z.url({ protocol: /^https?$/ })),
  /** `_meta.ui.domain` and `openai/widgetDomain`; unset, neither is sent (docs/installation.md has the formats). */
  WIDGET_DOMAIN: z.optional(widgetDomain),
  /** `openai/widgetDomain` alone, for one deployment that serves ChatGPT and a host with another format. */
  OPENAI_WIDGET_DOMAIN: z.optional(z.url({ protocol: /^https$/ })),
  CATALOG_PATH: z._default(z.string(), DEFAULT_CATALOG_PATH),
  /** How often the catalog is looked at even when no folder watcher reported a change. */
  CATALOG_POLL_MS: positiveInt(5000),
  /** Where a start keeps the catalog index it built, for the next start (`npm start` sets it); unset: not kept. */
  INDEX_CACHE_PATH: z.optional(z.string()),
  WIDGET_HTML_PATH: z._default(z.string(), join(REPO_ROOT, "dist/widget/index.html")),
  LOG_LEVEL: z._default(z.enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"]), "info"),
  /** Log bytes held in memory while stdout's reader is slow; lines beyond it are dropped and counted. */
  LOG_BUFFER_BYTES: positiveInt(16 * 1024 * 1024),
  MAX_BODY_BYTES: positiveInt(1024 * 1024),
  /** A whole request (headers and body) must arrive within this; a JSON API needs no minutes. */
  REQUEST_TIMEOUT_MS: positiveInt(30_000),
  HEADERS_TIMEOUT_MS: positiveInt(10_000),
  /** Connections one address may hold at once; 0 turns the cap off (behind a proxy, every connection is the proxy's). */
  MAX_CONNECTIONS_PER_ADDRESS: z._default(z.coerce.number().check(z.int(), z.gte(0)), 128),
  /** Nesting of objects and arrays a message may have; MCP messages need a handful. */
  MAX_JSON_DEPTH: positiveInt(64),
  /** Values (members and elements at any depth) a message may hold, counted before it is parsed. */
  MAX_JSON_VALUES: positiveInt(16_384),
  /** Keys and array elements a call's `arguments` may hold, checked before any schema work. */
  MAX_ARGUMENT_ENTRIES: positiveInt(512),
  /** Characters (keys and strings) a call's `arguments` may hold, checked before any schema work. */
  MAX_ARGUMENT_CHARS: positiveInt(128 * 1024),
  PAGE_SIZE: positiveInt(50),
  MAX_SESSIONS: positiveInt(2000),
  /** One address may hold at most this many sessions (ChatGPT's users share few addresses, so it is wide). */
  MAX_SESSIONS_PER_ADDRESS: positiveInt(500),
  /** One `openai/subject` within an address may hold at most this many. */
  MAX_SESSIONS_PER_SUBJECT: positiveInt(20),
  /** Names this replica behind a load balancer: session ids start with it, and answers say who served them. */
  REPLICA_ID: z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,32}$/, "lowercase letters, digits and dashes, at most 32"))),
  RATE_LIMIT_PER_MINUTE: positiveInt(600),
  RATE_LIMIT_BURST: positiveInt(120),
  /** The per-address limit is this many times the per-caller one (see mcpRoutes.ts). */
  RATE_LIMIT_ADDRESS_FACTOR: positiveInt(20),
  /** Express "trust proxy": a hop count, "loopback", a subnet list, or "true". Unset: addresses are the socket's. */
  TRUST_PROXY: z.optional(z.string()),
  /** How long a SIGTERM'd server keeps serving (not ready) before it stops accepting connections. */
  DRAIN_GRACE_MS: z._default(z.coerce.number().check(z.int(), z.gte(0)), 2000),
  /** Enables the /admin switches when set. */
  ADMIN_TOKEN: z.optional(z.string().check(z.minLength(16, "use at least 16 characters"))),
  /** Protects GET /metrics; without it /metrics is served only while the server is private (see metricsRoute.ts). */
  METRICS_TOKEN: z.optional(z.string().check(z.minLength(16, "use at least 16 characters"))),
  /** Switchable tools to start enabled, comma-separated (e.g. "suggest_gift_cards"). */
  ENABLED_TOOLS: z._default(z.pipe(list, z.array(z.enum([GIFT_CARDS_TOOL_NAME]))), []),
  // ChatGPT's bootstrap initialize opens a session it never uses again; a short idle expiry keeps those from
  // filling the cap.
  SESSION_IDLE_TTL_MS: positiveInt(10 * 60 * 1000),
  /** A session that has sent nothing since its initialize expires after this. */
  SESSION_UNUSED_TTL_MS: positiveInt(60 * 1000),
  /** Notifications that may wait for a session's stream reader; past it the stream is cut off. */
  SESSION_MAX_QUEUED_NOTIFICATIONS: positiveInt(1000),
});

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly allowedHosts: readonly string[];
  readonly allowedOrigins: readonly string[];
  readonly publicUrl: string | undefined;
  /** Sent as `_meta.ui.domain` (and `openai/widgetDomain` unless openaiWidgetDomain is set); undefined: not sent. */
  readonly widgetDomain: string | undefined;
  readonly openaiWidgetDomain: string | undefined;
  readonly catalogPath: string;
  readonly catalogPollMs: number;
  readonly indexCachePath: string | undefined;
  readonly widgetHtmlPath: string;
  readonly logLevel: string;
  readonly logBufferBytes: number;
  readonly maxBodyBytes: number;
  readonly requestTimeoutMs: number;
  readonly headersTimeoutMs: number;
  readonly maxConnectionsPerAddress: number;
  readonly maxJsonDepth: number;
  readonly maxJsonValues: number;
  readonly maxArgumentEntries: number;
  readonly maxArgumentChars: number;
  readonly pageSize: number;
  readonly maxSessions: number;
  readonly maxSessionsPerAddress: number;
  readonly maxSessionsPerSubject: number;
  readonly replicaId: string | undefined;
  readonly rateLimitPerMinute: number;
  readonly rateLimitBurst: number;
  readonly rateLimitAddressFactor: number;
  readonly trustProxy: boolean | number | string;
  readonly drainGraceMs: number;
  readonly adminToken: string | undefined;
  readonly metricsAccess: MetricsAccess;
  readonly enabledTools: readonly string[];
  readonly sessionIdleTtlMs: number;
  readonly sessionUnusedTtlMs: number;
  readonly sessionMaxQueuedNotifications: number;
}

/** Whether a bind address only takes connections from this machine. */
function isLoopbackHost(host: string): boolean {
  return host === "localhost" || host === "::1" || host.startsWith("127.");
}

/** Express's "trust proxy" setting: off, on, a hop count, or a list of addresses as Express reads it. */
function trustProxyOf(value: string | undefined): ServerConfig["trustProxy"] {
  if (value === undefined) return false;
  if (value === "true") return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** /metrics: behind a token when one is set, open on a loopback-only unpublished server, otherwise absent. */
function metricsAccessOf(token: string | undefined, host: string, publicUrl: string | undefined): ServerConfig["metricsAccess"] {
  if (token) return { kind: "token", token };
  return isLoopbackHost(host) && !publicUrl ? { kind: "open" } : { kind: "off" };
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = z.safeParse(EnvSchema, present);
  if (!parsed.success) {
    throw new ConfigError(`invalid environment: ${describeIssues(parsed.error).join("; ")}`);
  }
  const e = parsed.data;
  const publicOrigin = e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    allowedHosts: [...e.ALLOWED_HOSTS, ...(publicOrigin ? [new URL(publicOrigin).host] : [])],
    allowedOrigins: e.ALLOWED_ORIGINS,
    publicUrl: e.PUBLIC_URL,
    widgetDomain: e.WIDGET_DOMAIN,
    openaiWidgetDomain: e.OPENAI_WIDGET_DOMAIN ? new URL(e.OPENAI_WIDGET_DOMAIN).origin : undefined,
    catalogPath: e.CATALOG_PATH,
    catalogPollMs: e.CATALOG_POLL_MS,
    indexCachePath: e.INDEX_CACHE_PATH,
    widgetHtmlPath: e.WIDGET_HTML_PATH,
    logLevel: e.LOG_LEVEL,
    logBufferBytes: e.LOG_BUFFER_BYTES,
    maxBodyBytes: e.MAX_BODY_BYTES,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
    maxJsonDepth: e.MAX_JSON_DEPTH,
    maxJsonValues: e.MAX_JSON_VALUES,
    maxArgumentEntries: e.MAX_ARGUMENT_ENTRIES,
    maxArgumentChars: e.MAX_ARGUMENT_CHARS,
    pageSize: e.PAGE_SIZE,
    maxSessions: e.MAX_SESSIONS,
    maxSessionsPerAddress: e.MAX_SESSIONS_PER_ADDRESS,
    maxSessionsPerSubject: e.MAX_SESSIONS_PER_SUBJECT,
    replicaId: e.REPLICA_ID,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    rateLimitBurst: e.RATE_LIMIT_BURST,
    rateLimitAddressFactor: e.RATE_LIMIT_ADDRESS_FACTOR,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    drainGraceMs: e.DRAIN_GRACE_MS,
    adminToken: e.ADMIN_TOKEN,
    metricsAccess: metricsAccessOf(e.METRICS_TOKEN, e.HOST, e.PUBLIC_URL),
    enabledTools: e.ENABLED_TOOLS,
    sessionIdleTtlMs: e.SESSION_IDLE_TTL_MS,
    sessionUnusedTtlMs: e.SESSION_UNUSED_TTL_MS,
    sessionMaxQueuedNotifications: e.SESSION_MAX_QUEUED_NOTIFICATIONS,
  };
}
