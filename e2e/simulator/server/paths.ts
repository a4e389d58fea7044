/** Where the simulator finds its builds and the widget's. */
import { fileURLToPath } from "node:url";

export const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));
export const HOST_PAGE_DIST = fileURLToPath(new URL("../dist/host", import.meta.url));
export const SANDBOX_RUNTIME_DIST = fileURLToPath(new URL("../dist/sandbox-runtime.js", import.meta.url));
export const WIDGET_BUILD_HTML = fileURLToPath(new URL("../../../dist/widget/index.html", import.meta.url));
