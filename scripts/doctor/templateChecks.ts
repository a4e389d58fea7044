/** Checks on a template as resources/read returns it: found, right MIME type, self-contained HTML, widget domain. */
import { RESOURCE_MIME_TYPE } from "@modelcontextprotocol/ext-apps";
import { fail, pass, type Finding } from "./rules.ts";
import type { LoadedUrl } from "./scanHtmlUrls.ts";

export interface TemplateContent {
  readonly uri: string;
  readonly mimeType: string | undefined;
  readonly html: string;
  readonly meta: Record<string, unknown> | undefined;
}

export function mimeTypeFinding(content: TemplateContent): Finding {
  if (content.mimeType === RESOURCE_MIME_TYPE) return pass("template-mime-type", `${content.uri} is ${RESOURCE_MIME_TYPE}`);
  const legacy = content.mimeType === "text/html+skybridge" ? " (the legacy ChatGPT-only type: other hosts ignore it and the page gets no ui/* bridge)" : "";
  return fail("template-mime-type", `The template ${content.uri} is served as "${content.mimeType ?? "no MIME type"}"${legacy}: serve it with mimeType "${RESOURCE_MIME_TYPE}".`);
}

export function selfContainedFindings(uri: string, relative: readonly LoadedUrl[]): Finding[] {
  if (relative.length === 0) return [pass("template-self-contained", `${uri} loads no asset by a relative URL`)];
  return relative.map((load) =>
    fail("template-self-contained", `The template ${uri} loads ${load.url} (${load.via}) by a relative URL, which the host's sandbox cannot resolve: inline it (a single-file build) or load it from an absolute https URL listed in the CSP.`),
  );
}

export function widgetDomainFinding(content: TemplateContent): Finding {
  const ui = content.meta?.ui as { domain?: unknown } | undefined;
  const standard = typeof ui?.domain === "string" && ui.domain.length > 0 ? ui.domain : undefined;
  const chatgpt = typeof content.meta?.["openai/widgetDomain"] === "string" && (content.meta["openai/widgetDomain"] as string).length > 0 ? (content.meta["openai/widgetDomain"] as string) : undefined;
  if (!standard && !chatgpt) {
    return fail("widget-domain-set", `The template ${content.uri} sets no widget domain, which ChatGPT requires to publish the app: set _meta.ui.domain and _meta["openai/widgetDomain"] to your app's own origin (Gift Finder: WIDGET_DOMAIN or PUBLIC_URL).`);
  }
  if (!standard || !chatgpt) {
    const missing = standard ? '_meta["openai/widgetDomain"]' : "_meta.ui.domain";
    return fail("widget-domain-set", `The template ${content.uri} sets its widget domain in one dialect only: set ${missing} to "${standard ?? chatgpt}" too.`);
  }
  if (standard !== chatgpt) {
    return fail("widget-domain-set", `The template ${content.uri} names two widget domains ("${standard}" and "${chatgpt}"): set _meta.ui.domain and _meta["openai/widgetDomain"] to the same origin.`);
  }
  return pass("widget-domain-set", `${content.uri} has widget domain ${standard}`);
}
