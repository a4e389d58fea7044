/**
 * Every size and timing the simulated host uses, in one place, each with where it comes from. Most are
 * assumptions: the references give no figures for ChatGPT's layout. e2e/README.md ("Sizes and timings") shows
 * this table, and a test keeps the two the same.
 */
export interface HostSize {
  readonly value: number;
  readonly unit: "px" | "ms";
  readonly what: string;
  /** Where the value comes from (the host documentation it cites), or "assumption: ..." saying why the value. */
  readonly source: string;
}

export const HOST_SIZES = {
  chatColumnMax: {
    value: 768,
    unit: "px",
    what: "widest inline / pip frame (the conversation column)",
    source: "assumption: 48rem, a typical chat column; no reference gives ChatGPT's",
  },
  chatPadding: {
    value: 16,
    unit: "px",
    what: "column padding on each side, so a phone's frame is the screen minus 32",
    source: "assumption",
  },
  fullscreenHeader: {
    value: 56,
    unit: "px",
    what: "host header above a fullscreen widget (title and the host's close)",
    source: "assumption; GL: fullscreen keeps the host's close control",
  },
  pipMaxHeight: { value: 480, unit: "px", what: "tallest picture-in-picture frame", source: "assumption" },
  defaultMaxHeight: {
    value: 640,
    unit: "px",
    what: "default maxHeight given to an inline widget (a control changes it)",
    source: "assumption",
  },
  initialFrameHeight: { value: 400, unit: "px", what: "inline frame height until the widget reports its own", source: "assumption" },
  mobileWidth: {
    value: 390,
    unit: "px",
    what: "mobile device width (height 844)",
    source: "assumption: a common phone viewport (iPhone 12 to 15)",
  },
  tabletWidth: {
    value: 820,
    unit: "px",
    what: "tablet device width (height 1080)",
    source: "assumption: a common tablet viewport (iPad Air)",
  },
  desktopWidth: { value: 1280, unit: "px", what: "desktop window width (height 800)", source: "assumption" },
  lateToolOutput: {
    value: 3000,
    unit: "ms",
    what: "delay of the result under the late-tool-output quirk",
    source: "assumption: long enough to see and test the pending state, on a busy machine too",
  },
  replyStreaming: {
    value: 1500,
    unit: "ms",
    what: "how long a reply streams after a tool result, under drop-follow-ups-while-streaming",
    source: "assumption; the behaviour is oae#126",
  },
  teardownTimeout: {
    value: 1000,
    unit: "ms",
    what: "how long the host waits for the view to answer ui/resource-teardown",
    source: "assumption; SPEC only says the host sends it before the frame goes",
  },
} as const satisfies Record<string, HostSize>;
