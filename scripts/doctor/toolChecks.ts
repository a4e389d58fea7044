/** Checks on the tool list alone: which tools link a template, in which dialect, with annotations and an outputSchema. */
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { fail, pass, type Finding } from "./rules.ts";

export interface TemplateLink {
  readonly tool: Tool;
  /** The URI hosts will read: the standard key's value, else ChatGPT's. */
  readonly uri: string;
}

const ANNOTATION_HINTS = ["readOnlyHint", "destructiveHint", "openWorldHint", "idempotentHint"] as const;
/** Versioned: a v<number> segment (gift-widget.v1.html, /v2/) or a content hash of 8+ hex digits. */
const VERSIONED = /(?:^|[^a-z0-9])v\d+(?:[^a-z0-9]|$)|[0-9a-f]{8,}/i;

function declaredUris(tool: Tool): { standard: string | undefined; chatgpt: string | undefined } {
  const meta = tool._meta ?? {};
  const ui = meta.ui as { resourceUri?: unknown } | undefined;
  const standard = typeof ui?.resourceUri === "string" ? ui.resourceUri : typeof meta["ui/resourceUri"] === "string" ? (meta["ui/resourceUri"] as string) : undefined;
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

export function toolFindings(tools: readonly Tool[]): Finding[] {
  const findings: Finding[] = [];
  const links = templateLinks(tools);
  findings.push(
    links.length > 0
      ? pass("tool-links-template", `${links.map((l) => `${l.tool.name} -> ${l.uri}`).join(", ")}`)
      : fail("tool-links-template", `None of the ${tools.length} tool(s) names a widget template, so hosts show text only: set _meta.ui.resourceUri and _meta["openai/outputTemplate"] on the tool to the widget's ui:// URI.`),
  );
  for (const { tool } of links) {
    const { standard, chatgpt } = declaredUris(tool);
    if (!standard) {
      findings.push(fail("template-link-both-dialects", `Tool "${tool.name}" sets _meta["openai/outputTemplate"] but not _meta.ui.resourceUri, so MCP Apps hosts show text only: set _meta.ui.resourceUri to "${chatgpt}" as well.`));
    } else if (!chatgpt) {
      findings.push(fail("template-link-both-dialects", `Tool "${tool.name}" sets _meta.ui.resourceUri but not _meta["openai/outputTemplate"], so ChatGPT may show text only: set _meta["openai/outputTemplate"] to "${standard}" as well.`));
    } else if (standard !== chatgpt) {
      findings.push(fail("template-link-both-dialects", `Tool "${tool.name}" links two different templates (_meta.ui.resourceUri "${standard}", _meta["openai/outputTemplate"] "${chatgpt}"): point both at the same ui:// URI.`));
    } else {
      findings.push(pass("template-link-both-dialects", `${tool.name} links ${standard} in both dialects`));
    }
    findings.push(
      tool.outputSchema
        ? pass("tool-output-schema", `${tool.name} declares an outputSchema`)
        : fail("tool-output-schema", `Tool "${tool.name}" renders a widget but declares no outputSchema, so neither hosts nor this check can validate its structuredContent: declare the schema of its structuredContent as outputSchema.`),
    );
  }
  for (const uri of new Set(links.map((l) => l.uri))) {
    findings.push(
      uri.startsWith("ui://")
        ? pass("template-uri-ui-scheme", `${uri} uses ui://`)
        : fail("template-uri-ui-scheme", `The template URI "${uri}" does not use the ui:// scheme, so hosts do not treat it as a widget: serve the template at a ui:// URI.`),
    );
    findings.push(
      VERSIONED.test(uri)
        ? pass("template-uri-versioned", `${uri} is versioned`)
        : fail("template-uri-versioned", `The template URI "${uri}" has no version, and hosts cache templates by URI, so users keep the old widget after a deploy: put a version or content hash in it (e.g. ${uri.replace(/(\.html)?$/, ".v1$1")}) and bump it on every widget change.`),
    );
  }
  for (const tool of tools) {
    const annotations = (tool.annotations ?? {}) as Record<string, unknown>;
    const missing = ANNOTATION_HINTS.filter((hint) => typeof annotations[hint] !== "boolean");
    findings.push(
      missing.length === 0
        ? pass("tool-annotations", `${tool.name} sets all four hints`)
        : fail("tool-annotations", `Tool "${tool.name}" does not set ${missing.join(", ")} explicitly, which app review requires: set each in its annotations to true or false.`),
    );
  }
  return findings;
}
