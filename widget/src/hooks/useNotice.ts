import { type Dispatch, useEffect } from "react";
import type { Notice, WidgetAction } from "../state/widgetReducer.ts";

const NOTICE_MS = 6_000;

/** Clears a notice after a while; returns the way to show one. */
export function useNotice(notice: Notice | null, dispatch: Dispatch<WidgetAction>): (next: Notice) => void {
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => dispatch({ type: "notice", notice: null }), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return (next) => dispatch({ type: "notice", notice: next });
}
