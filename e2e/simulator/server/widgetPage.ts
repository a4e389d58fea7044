/** Turns a widget's HTML into the document the sandbox serves: the runtime goes first, before any widget script. */
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from "../shared/sandboxProtocol.ts";

/** JSON inside a <script> element: `<` escaped so `</script>` in a string cannot end the element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

export interface WidgetPageParts {
  readonly html: string;
  readonly runtime: RuntimeConfig;
  readonly runtimeScript: string;
  /** Preview: relative and root-relative URLs in the widget resolve against the Vite dev server. */
  readonly baseHref?: string | undefined;
}

export function composeWidgetPage({ html, runtime, runtimeScript, baseHref }: WidgetPageParts): string {
  const injected = [
    baseHref ? `<base href="${baseHref}">` : "",
    `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${scriptSafeJson(runtime)}</script>`,
    `<script>${runtimeScript.replace(/<\/script/gi, "<\\/script")}</script>`,
  ].join("");
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + injected + html.slice(head.index + head[0].length);
  return `<!doctype html><html><head>${injected}</head><body>${html}</body></html>`;
}
