/** Host behaviours real hosts have shown, each switchable to prove the widget degrades gracefully. */
import { HOST_SIZES } from "./hostSizes.ts";

export const HOST_QUIRKS = {
  "strip-structured-content": {
    label: "structuredContent stripped",
    description: "The host drops structuredContent from tool results before the widget sees them (window.openai.toolOutput is null).",
  },
  "ignore-follow-ups": {
    label: "follow-ups ignored",
    description: "The host swallows every follow-up message without an error, as ChatGPT's iOS app does (oae#44).",
  },
  "drop-follow-ups-while-streaming": {
    label: "follow-ups dropped while streaming",
    description: "While the model's reply is still streaming, ChatGPT drops follow-ups silently (oae#126); afterwards they go through.",
  },
  "late-tool-output": {
    label: "tool output late",
    description: "The widget first renders with the tool input only; the result arrives later (and a cancel in between wins).",
  },
  "empty-tool-output-on-revisit": {
    label: "toolOutput empty on revisit",
    description:
      "When the chat is revisited (Reload widget), the result reaches the widget without structuredContent (oae#195): only widget state brings the screen back.",
  },
  "stale-template-after-redeploy": {
    label: "stale template after redeploy",
    description:
      "The host caches the template by URI and keeps rendering the cached HTML after a redeploy until the connector is refreshed (oae#216).",
  },
  "storage-blocked": {
    label: "storage blocked",
    description:
      "The widget frame gets no storage (Safari, private windows, third-party-cookie phase-out): localStorage, sessionStorage, indexedDB and cookies throw; only state the host keeps survives a reload.",
  },
  "strict-csp": {
    label: "strict published CSP",
    description:
      "The CSP of a published app: exactly the declared domains, no 'self'; ChatGPT applies the restrictive default when openai/widgetCSP is missing.",
  },
} as const;

export type HostQuirk = keyof typeof HOST_QUIRKS;
export const HOST_QUIRK_IDS = Object.keys(HOST_QUIRKS) as HostQuirk[];

export const LATE_TOOL_OUTPUT_MS = HOST_SIZES.lateToolOutput.value;
export const REPLY_STREAMING_MS = HOST_SIZES.replyStreaming.value;
