/** Checks on the tool list alone: which tools link a template, by which keys, with annotations, auth and an outputSchema. */
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { type Finding, fail, pass } from "./rules.ts";

export interface TemplateLink {
  readonly tool: Tool;
  /** The URI hosts will read: the standard key's value, else ChatGPT's. */
  readonly uri: string;
}

/** What app review requires; idempotentHint is optional (R). */
const REQUIRED_HINTS = ["readOnlyHint", "destructiveHint", "openWorldHint"] as const;
/** Versioned: a v<number> segment (gift-widget.v1.html, /v2/) or a content hash of 8+ hex digits. */
const VERSIONED = /(?:^|[^a-z0-9])v\d+(?:[^a-z0-9]|$)|[0-9a-f]{8,}/i;

function declaredUris(tool: Tool): { standard: string | undefined; chatgpt: string | undefined } {
  const meta = tool._meta ?? {};
  const ui = meta.ui as { resourceUri?: unknown } | undefined;
  const standard =
    typeof ui?.resourceUri === "string"
      ? ui.resourceUri
      : typeof meta["ui/resourceUri"] === "string"
        ? (meta["ui/resourceUri"] as string)
        : undefined;
  const chatgpt = typeof meta["openai/outputTemplate"] === "string" ? (meta["openai/outputTemplate"] as string) : undefined;
  return { standard, chatgpt };
}

export function templateLinks(tools: readonly Tool[]): TemplateLink[] {
  return tools.flatMap((tool) => {
    const { standard, chatgpt } = declaredUris(tool);
    const uri = standard ?? chatgpt;
    return uri ? [{ tool, uri }] : [];
  });
}

function linkFindings(tool: Tool): Finding[] {
  const { standard, chatgpt } = declaredUris(tool);
  const findings: Finding[] = [
    standard
      ? pass("template-link-standard", `${tool.name} links ${standard} by _meta.ui.resourceUri`)
      : fail(
          "template-link-standard",
          `Tool "${tool.name}" sets only _meta["openai/outputTemplate"], so MCP Apps hosts (Claude, VS Code, ...) show text only: set _meta.ui.resourceUri to "${chatgpt}" as well.`,
        ),
    chatgpt
      ? pass("template-link-alias", `${tool.name} also sets _meta["openai/outputTemplate"]`)
      : fail(
          "template-link-alias",
          `Tool "${tool.name}" sets no _meta["openai/outputTemplate"]; ChatGPT reads _meta.ui.resourceUri, so this is only for older ChatGPT clients: add the alias with "${standard}" if you want it.`,
        ),
  ];
  if (standard && chatgpt) {
    findings.push(
      standard === chatgpt
        ? pass("template-links-agree", `${tool.name} links the same template in both keys`)
        : fail(
            "template-links-agree",
            `Tool "${tool.name}" links two different templates (_meta.ui.resourceUri "${standard}", _meta["openai/outputTemplate"] "${chatgpt}"): point both at the same ui:// URI.`,
          ),
    );
  }
  findings.push(
    tool.outputSchema
      ? pass("tool-output-schema", `${tool.name} declares an outputSchema`)
      : fail(
          "tool-output-schema",
          `Tool "${tool.name}" renders a widget but declares no outputSchema, so neither clients nor this check can validate its structuredContent: declare the schema of its structuredContent as outputSchema.`,
        ),
  );
  return findings;
}

function uriFindings(uri: string): Finding[] {
  return [
    uri.startsWith("ui://")
      ? pass("template-uri-ui-scheme", `${uri} uses ui://`)
      : fail(
          "template-uri-ui-scheme",
          `The template URI "${uri}" does not use the ui:// scheme, so hosts do not treat it as a widget: serve the template at a ui:// URI.`,
        ),
    VERSIONED.test(uri)
      ? pass("template-uri-versioned", `${uri} is versioned`)
      : fail(
          "template-uri-versioned",
          `The template URI "${uri}" has no version, and hosts cache templates by URI, so users keep the old widget after a deploy: put a version or content hash in it (e.g. ${uri.replace(/(\.html)?$/, ".v1$1")}) and bump it on every widget change.`,
        ),
  ];
}

/** The descriptor's own field, or its `_meta` mirror (SDK clients drop descriptor fields they do not know). */
function securitySchemes(tool: Tool): unknown {
  return (tool as Tool & { securitySchemes?: unknown }).securitySchemes ?? tool._meta?.securitySchemes;
}

function toolDeclarationFindings(tool: Tool): Finding[] {
  const annotations = (tool.annotations ?? {}) as Record<string, unknown>;
  const missing = REQUIRED_HINTS.filter((hint) => typeof annotations[hint] !== "boolean");
  const schemes = securitySchemes(tool);
  return [
    missing.length === 0
      ? pass("tool-annotations", `${tool.name} sets ${REQUIRED_HINTS.join(", ")}`)
      : fail(
          "tool-annotations",
          `Tool "${tool.name}" does not set ${missing.join(", ")} explicitly, which app review requires: set each in its annotations to true or false.`,
        ),
    Array.isArray(schemes) && schemes.length > 0
      ? pass("tool-security-schemes", `${tool.name} declares securitySchemes ${JSON.stringify(schemes)}`)
      : fail(
          "tool-security-schemes",
          `Tool "${tool.name}" declares no securitySchemes, so ChatGPT has to guess its auth: declare them on the tool and in _meta, e.g. securitySchemes: [{ type: "noauth" }] for an anonymous tool.`,
        ),
  ];
}

export function toolFindings(tools: readonly Tool[]): Finding[] {
  const links = templateLinks(tools);
  return [
    links.length > 0
      ? pass("tool-links-template", `${links.map((l) => `${l.tool.name} -> ${l.uri}`).join(", ")}`)
      : fail(
          "tool-links-template",
          `None of the ${tools.length} tool(s) names a widget template, so hosts show text only: set _meta.ui.resourceUri (and, for ChatGPT, optionally _meta["openai/outputTemplate"]) on the tool to the widget's ui:// URI.`,
        ),
    ...links.flatMap(({ tool }) => linkFindings(tool)),
    ...[...new Set(links.map((l) => l.uri))].flatMap(uriFindings),
    ...tools.flatMap(toolDeclarationFindings),
  ];
}
