/**
 * The doctor's rule catalogue: every check it makes, with an id, what it requires, and where the requirement
 * comes from. A failing finding names its rule, so a report line can be traced to the spec text behind it.
 * "error" rules decide whether a host renders the widget; "warning" rules are for app review, not rendering.
 */
export interface RuleSpec {
  readonly severity: "error" | "warning";
  readonly requires: string;
  readonly source: string;
}

export const RULES = {
  "endpoint-reachable": {
    severity: "error",
    requires: "The URL answers an MCP initialize over Streamable HTTP.",
    source: "MCP transports: Streamable HTTP",
  },
  "public-https": {
    severity: "error",
    requires: "A public (non-loopback) server URL uses https.",
    source: "Apps SDK: connect from ChatGPT (HTTPS endpoint required)",
  },
  "public-host-allowed": {
    severity: "error",
    requires: "A public server accepts requests whose Host is its public name.",
    source: "MCP transports: DNS-rebinding protection validates Host",
  },
  "tool-links-template": {
    severity: "error",
    requires: "At least one tool names a widget template.",
    source: "MCP Apps: tool _meta.ui.resourceUri; Apps SDK: _meta[\"openai/outputTemplate\"]",
  },
  "template-link-both-dialects": {
    severity: "error",
    requires: "A linked tool sets _meta.ui.resourceUri and _meta[\"openai/outputTemplate\"] to the same URI.",
    source: "MCP Apps (standard hosts) and Apps SDK (ChatGPT) read different keys",
  },
  "template-uri-ui-scheme": {
    severity: "error",
    requires: "The template URI uses the ui:// scheme.",
    source: "MCP Apps: UI resources are ui:// resources",
  },
  "template-uri-versioned": {
    severity: "error",
    requires: "The template URI carries a version (v1, v2, ... or a content hash).",
    source: "Hosts cache templates by URI: an unversioned URI serves stale widgets after a deploy",
  },
  "template-resolves": {
    severity: "error",
    requires: "resources/read of the template URI returns its HTML as text.",
    source: "MCP Apps: the host fetches the template with resources/read",
  },
  "template-mime-type": {
    severity: "error",
    requires: "The template content has mimeType text/html;profile=mcp-app.",
    source: "MCP Apps: RESOURCE_MIME_TYPE",
  },
  "template-self-contained": {
    severity: "error",
    requires: "The template HTML loads no asset by a relative URL.",
    source: "A template is rendered from its text in a sandbox with no origin to resolve relative URLs against",
  },
  "csp-both-dialects": {
    severity: "error",
    requires: "The template declares its CSP as _meta.ui.csp and _meta[\"openai/widgetCSP\"].",
    source: "MCP Apps McpUiResourceCsp; Apps SDK widgetCSP",
  },
  "csp-dialects-agree": {
    severity: "error",
    requires: "Both CSP dialects list the same connect, resource and frame origins.",
    source: "A host reads one dialect: if they differ, the widget works in one host and breaks in the other",
  },
  "csp-exact-origins": {
    severity: "warning",
    requires: "CSP entries are exact origins, without wildcards or paths.",
    source: "Apps SDK app submission requires an exact CSP",
  },
  "csp-covers-html": {
    severity: "error",
    requires: "Every http(s) or ws(s) URL the template HTML loads is allowed by the CSP of both dialects.",
    source: "Hosts enforce the declared CSP; with none, connect-src is 'none' and only inline assets load",
  },
  "widget-domain-set": {
    severity: "error",
    requires: "The template sets _meta.ui.domain and _meta[\"openai/widgetDomain\"] to the same origin.",
    source: "MCP Apps McpUiResourceMeta.domain; Apps SDK: widget domain required for submission",
  },
  "tool-annotations": {
    severity: "error",
    requires: "Every tool sets readOnlyHint, destructiveHint, openWorldHint and idempotentHint explicitly.",
    source: "Apps SDK app review; MCP ToolAnnotations",
  },
  "tool-output-schema": {
    severity: "error",
    requires: "A linked tool declares an outputSchema for its structuredContent.",
    source: "MCP tools: outputSchema; the widget and the model read structuredContent",
  },
  "sample-call-succeeds": {
    severity: "error",
    requires: "A sample tools/call of a linked tool succeeds with structuredContent and content.",
    source: "MCP tools/call; the SDK client rejects results without content when an outputSchema is declared",
  },
  "structured-content-valid": {
    severity: "error",
    requires: "The sample call's structuredContent validates against the advertised outputSchema.",
    source: "MCP tools: structuredContent MUST conform to outputSchema; clients reject it otherwise",
  },
  "model-payload-budget": {
    severity: "error",
    requires: "structuredContent JSON plus content text stay within the budget of what the model reads.",
    source: "Apps SDK: keep structuredContent concise, the model reads it; detail belongs in _meta",
  },
} as const satisfies Record<string, RuleSpec>;

export type RuleId = keyof typeof RULES;

export interface Finding {
  readonly rule: RuleId;
  readonly passed: boolean;
  /** On failure: one sentence saying what is wrong and how to fix it. On success: what was verified. */
  readonly message: string;
}

export const pass = (rule: RuleId, message: string): Finding => ({ rule, passed: true, message });
export const fail = (rule: RuleId, message: string): Finding => ({ rule, passed: false, message });

/** A host renders the widget when no error-level rule failed. */
export const wouldRender = (findings: readonly Finding[]): boolean => findings.every((f) => f.passed || RULES[f.rule].severity !== "error");
