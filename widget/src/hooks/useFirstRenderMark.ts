import { useEffect, useRef } from "react";
import type { View } from "../state/widgetReducer.ts";

const FIRST_RENDER_MARK = "gift-finder:first-render";

/** Benchmarks read this mark: the first paint that shows what a tool result meant. */
export function useFirstRenderMark(kind: View["kind"]): void {
  const marked = useRef(false);
  useEffect(() => {
    if (marked.current || kind === "waiting" || kind === "pending") return;
    marked.current = true;
    globalThis.performance?.mark?.(FIRST_RENDER_MARK);
  }, [kind]);
}
