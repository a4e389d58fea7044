/** Checks on a template as resources/read returns it: a MIME type hosts render, self-contained HTML, widget domain. */
import { RESOURCE_MIME_TYPE } from "@modelcontextprotocol/ext-apps";
import { type Finding, fail, pass } from "./rules.ts";
import type { LoadedUrl } from "./scanHtmlUrls.ts";

export interface TemplateContent {
  readonly uri: string;
  readonly mimeType: string | undefined;
  readonly html: string;
  readonly meta: Record<string, unknown> | undefined;
}

const LEGACY_CHATGPT_MIME = "text/html+skybridge";

export function mimeTypeFindings(content: TemplateContent): Finding[] {
  if (content.mimeType === RESOURCE_MIME_TYPE) {
    return [
      pass("template-mime-type", `${content.uri} is ${RESOURCE_MIME_TYPE}`),
      pass("template-mime-standard", `${content.uri} uses the standard MIME type`),
    ];
  }
  if (content.mimeType === LEGACY_CHATGPT_MIME) {
    return [
      pass("template-mime-type", `${content.uri} is ${LEGACY_CHATGPT_MIME}, which ChatGPT renders`),
      fail(
        "template-mime-standard",
        `The template ${content.uri} is served as ChatGPT's legacy "${LEGACY_CHATGPT_MIME}", so MCP Apps hosts ignore it and in ChatGPT the page gets window.openai only: serve it as "${RESOURCE_MIME_TYPE}", which ChatGPT renders too.`,
      ),
    ];
  }
  return [
    fail(
      "template-mime-type",
      `The template ${content.uri} is served as "${content.mimeType ?? "no MIME type"}", which no host renders: serve it with mimeType "${RESOURCE_MIME_TYPE}".`,
    ),
  ];
}

export function selfContainedFindings(uri: string, relative: readonly LoadedUrl[]): Finding[] {
  if (relative.length === 0) return [pass("template-self-contained", `${uri} loads no asset by a relative URL`)];
  return relative.map((load) =>
    fail(
      "template-self-contained",
      `The template ${uri} loads ${load.url} (${load.via}) by a relative URL, which the host's sandbox cannot resolve: inline it (a single-file build) or load it from an absolute https URL listed in the CSP.`,
    ),
  );
}

const nonEmptyString = (value: unknown): string | undefined => (typeof value === "string" && value.length > 0 ? value : undefined);
const HTTPS_ORIGIN = /^https:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i;
const HOST_NAME = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

/** Whether a domain is named at all (info), and whether each one named has a form its host accepts (warning). */
export function widgetDomainFindings(content: TemplateContent): Finding[] {
  const standard = nonEmptyString((content.meta?.ui as { domain?: unknown } | undefined)?.domain);
  const chatgpt = nonEmptyString(content.meta?.["openai/widgetDomain"]);
  if (!standard && !chatgpt) {
    return [
      fail(
        "widget-domain-set",
        `The template ${content.uri} names no widget domain, so hosts use their default sandbox origin: to publish in ChatGPT, set _meta["openai/widgetDomain"] to your https origin (Gift Finder: WIDGET_DOMAIN or OPENAI_WIDGET_DOMAIN).`,
      ),
    ];
  }
  const named = [standard ? `_meta.ui.domain "${standard}"` : "", chatgpt ? `openai/widgetDomain "${chatgpt}"` : ""]
    .filter(Boolean)
    .join(" and ");
  const problems: string[] = [];
  if (chatgpt && !HTTPS_ORIGIN.test(chatgpt))
    problems.push(`openai/widgetDomain "${chatgpt}" is not an https origin such as https://gifts.example.com`);
  if (standard && !HOST_NAME.test(standard)) {
    problems.push(
      `_meta.ui.domain "${standard}" is not a bare host name, and Claude rejects anything but its {hash}.claudemcpcontent.com form (give ChatGPT its origin in openai/widgetDomain alone)`,
    );
  }
  return [
    pass("widget-domain-set", `${content.uri} names ${named}`),
    problems.length === 0
      ? pass("widget-domain-format", `${content.uri}: ${named} in the forms hosts accept`)
      : fail("widget-domain-format", `The template ${content.uri} has a widget domain its host will not accept: ${problems.join("; ")}.`),
  ];
}
