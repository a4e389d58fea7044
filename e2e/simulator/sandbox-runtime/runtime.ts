/**
 * The script the sandbox origin puts first into every widget document it serves (built as one IIFE).
 * Its configuration sits in a JSON element just before it, so `window.openai` exists synchronously, as in
 * ChatGPT, before the widget's own scripts run.
 */
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from "../shared/sandboxProtocol.ts";
import { blockStorage } from "./blockedStorage.ts";
import { createPoster, instrument } from "./instrumentation.ts";
import { installOpenAi } from "./openaiShim.ts";

const configElement = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
const config = JSON.parse(configElement?.textContent ?? "null") as RuntimeConfig | null;
if (config) {
  const post = createPoster(config.hostOrigin);
  instrument(post);
  if (config.storageBlocked) blockStorage();
  if (config.globals) installOpenAi(config.globals, config.hostOrigin, post);
  post({ kind: "ready", instanceId: config.instanceId });
}
