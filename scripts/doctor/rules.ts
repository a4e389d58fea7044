/**
 * The doctor's rule catalogue: every check it makes, with an id, a severity, what it requires, and where the
 * requirement comes from. A finding names its rule, so a report line can be traced to the text behind it.
 * Severities:
 * - error: the widget will not render (in any host, or in the hosts the rule names);
 * - warning: it renders, but a host or the app submission review will complain;
 * - info: worth knowing; nothing breaks.
 * Sources use the short names of docs/doctor-rules.md: R (Apps SDK reference), UI (build a ChatGPT UI),
 * MAP (MCP Apps in ChatGPT), SPEC / TY (ext-apps apps.mdx / spec.types.ts), MCP (the base protocol),
 * oae#N (issues in openai/openai-apps-sdk-examples).
 */
export type Severity = "error" | "warning" | "info";

export interface RuleSpec {
  readonly severity: Severity;
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
    source: "R: ChatGPT connects to HTTPS endpoints only",
  },
  "public-host-allowed": {
    severity: "error",
    requires: "A public server accepts requests whose Host is its public name.",
    source: "MCP transports: servers validate Host against DNS rebinding, so an unlisted public name is refused",
  },
  "tool-links-template": {
    severity: "error",
    requires: 'At least one tool names a widget template (_meta.ui.resourceUri or _meta["openai/outputTemplate"]).',
    source: 'SPEC: tool _meta.ui.resourceUri; R: _meta["openai/outputTemplate"]',
  },
  "template-link-standard": {
    severity: "error",
    requires: "A linked tool sets the standard key _meta.ui.resourceUri; without it MCP Apps hosts show text only.",
    source: "SPEC, TY McpUiToolMeta.resourceUri; MAP: ChatGPT reads it too",
  },
  "template-link-alias": {
    severity: "info",
    requires: 'A linked tool also sets ChatGPT\'s optional alias _meta["openai/outputTemplate"].',
    source: "R, MAP: openai/outputTemplate is an optional alias of _meta.ui.resourceUri",
  },
  "template-links-agree": {
    severity: "error",
    requires: 'When both keys are set, _meta.ui.resourceUri and _meta["openai/outputTemplate"] name the same URI.',
    source: "R, MAP: ChatGPT and other hosts would render different templates",
  },
  "template-uri-ui-scheme": {
    severity: "error",
    requires: "The template URI uses the ui:// scheme.",
    source: "SPEC: UI resources are ui:// resources",
  },
  "template-uri-versioned": {
    severity: "warning",
    requires: "The template URI carries a version (v1, v2, ... or a content hash).",
    source: "oae#216: hosts cache templates by URI and serve a stale widget after a redeploy",
  },
  "template-resolves": {
    severity: "error",
    requires: "resources/read of the template URI returns its HTML as text.",
    source: "SPEC: the host fetches the template with resources/read",
  },
  "template-mime-type": {
    severity: "error",
    requires: "The template's mimeType is one a host renders: text/html;profile=mcp-app, or ChatGPT's legacy text/html+skybridge.",
    source: "TY RESOURCE_MIME_TYPE; R and OpenAI's own examples still serve text/html+skybridge",
  },
  "template-mime-standard": {
    severity: "warning",
    requires: "The template uses the standard text/html;profile=mcp-app, not the ChatGPT-only text/html+skybridge.",
    source: "SPEC; MAP: with text/html+skybridge the page gets window.openai only, and MCP Apps hosts ignore it",
  },
  "template-self-contained": {
    severity: "error",
    requires: "The template HTML loads no asset by a relative URL.",
    source: "SPEC: the template is rendered from its text in a sandbox with no origin to resolve relative URLs against",
  },
  "csp-both-dialects": {
    severity: "warning",
    requires: 'The template declares its CSP as _meta.ui.csp and _meta["openai/widgetCSP"].',
    source: "SPEC McpUiResourceCsp (other hosts); UI, R openai/widgetCSP (ChatGPT reads this one); submission expects a declared CSP",
  },
  "csp-dialects-agree": {
    severity: "warning",
    requires: "Both CSP dialects list the same connect, resource and frame origins.",
    source:
      "Each host reads one dialect (community reports: ChatGPT applies openai/widgetCSP): if they differ, the widget behaves differently per host",
  },
  "csp-exact-origins": {
    severity: "warning",
    requires: "CSP entries are exact origins, without wildcards or paths.",
    source: "R: app submission wants an exact CSP (wildcard subdomains are valid CSP, and appear in UI's own examples)",
  },
  "csp-covers-html": {
    severity: "error",
    requires: "Every http(s) or ws(s) URL the template HTML loads is allowed by the CSP of both dialects.",
    source: "SPEC, UI: hosts enforce the declared CSP; with none, connect-src is 'none' and only inline assets load",
  },
  "csp-redirect-covers-links": {
    severity: "warning",
    requires: "Every https link in the sample call's result is on an origin listed in openai/widgetCSP.redirect_domains.",
    source: "UI, R redirect_domains: ChatGPT shows its safe-link warning for openExternal links to unlisted origins",
  },
  "widget-domain-set": {
    severity: "info",
    requires: 'The template names a dedicated widget domain (_meta.ui.domain or _meta["openai/widgetDomain"]).',
    source: "R: ChatGPT needs it to publish the app; SPEC/TY: optional and host-dependent",
  },
  "widget-domain-format": {
    severity: "warning",
    requires: "A widget domain has a form its host accepts: openai/widgetDomain an https origin, ui.domain a bare host name.",
    source:
      "R (openai/widgetDomain is an origin); TY McpUiResourceMeta.domain examples; Claude rejects values not of its {hash}.claudemcpcontent.com form (Doist/todoist-mcp#432, apify-mcp-server#799)",
  },
  "tool-annotations": {
    severity: "warning",
    requires: "Every tool sets readOnlyHint, destructiveHint and openWorldHint explicitly (idempotentHint is optional).",
    source: "R: app review requires the three hints; MCP ToolAnnotations",
  },
  "tool-security-schemes": {
    severity: "info",
    requires: 'Every tool declares securitySchemes (mirrored in _meta, which SDK clients keep), e.g. [{ type: "noauth" }].',
    source: "R: securitySchemes declares each tool's auth",
  },
  "tool-output-schema": {
    severity: "info",
    requires: "A linked tool declares an outputSchema for its structuredContent.",
    source: "MCP tools: outputSchema (optional); lets clients and this doctor validate structuredContent",
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
    severity: "warning",
    requires: "structuredContent JSON plus content text stay within the budget of what the model reads.",
    source: "R: keep structuredContent concise, the model reads it; widget-only detail belongs in _meta",
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

const severityOf = (finding: Finding): Severity => RULES[finding.rule].severity;

/** The failed findings of one severity. */
export const failedAt = (findings: readonly Finding[], severity: Severity): Finding[] =>
  findings.filter((f) => !f.passed && severityOf(f) === severity);

/** A host renders the widget when no error-level rule failed; warnings and infos never change the verdict. */
export const wouldRender = (findings: readonly Finding[]): boolean => failedAt(findings, "error").length === 0;
