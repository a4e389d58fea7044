/** Host behaviours real hosts have shown, each switchable to prove the widget degrades gracefully. */

export const HOST_QUIRKS = {
  "strip-structured-content": {
    label: "structuredContent stripped",
    description: "The host drops structuredContent from tool results before the widget sees them (window.openai.toolOutput is null).",
  },
  "ignore-follow-ups": {
    label: "follow-ups ignored",
    description: "The host swallows follow-up messages, as ChatGPT does while a reply is still streaming.",
  },
  "late-tool-output": {
    label: "tool output late",
    description: "The widget first renders with the tool input only; the result arrives later.",
  },
  "storage-blocked": {
    label: "storage blocked",
    description: "The widget frame gets no storage (Safari, private windows, third-party-cookie phase-out): only state the host keeps survives a reload.",
  },
  "strict-csp": {
    label: "strict published CSP",
    description: "The CSP of a published app: exactly the declared domains, no 'self'.",
  },
} as const;

export type HostQuirk = keyof typeof HOST_QUIRKS;
export const HOST_QUIRK_IDS = Object.keys(HOST_QUIRKS) as HostQuirk[];

/** How late the result comes under `late-tool-output`. */
export const LATE_TOOL_OUTPUT_MS = 1_200;
