import { type SuggestGiftsInput, TOOL_NAME } from "@gift-finder/shared";
import { type Dispatch, useRef } from "react";
import type { HostAdapter } from "../host/hostAdapter.ts";
import { readQuery } from "../state/format.ts";
import { interpretResult } from "../state/interpretResult.ts";
import type { RefreshKind, WidgetAction } from "../state/widgetReducer.ts";

/** Calls the tool again from the widget; each call has an id, so only the latest one's answer is shown. */
export function useToolRefresh(
  adapter: HostAdapter,
  dispatch: Dispatch<WidgetAction>,
): (kind: RefreshKind, args: SuggestGiftsInput) => Promise<void> {
  const refreshId = useRef(0);
  return async (kind, args) => {
    const id = ++refreshId.current;
    dispatch({ type: "refresh-start", id, kind });
    const outcome = await adapter.callTool(TOOL_NAME, args);
    dispatch({
      type: "refresh-done",
      id,
      kind,
      query: readQuery(args),
      outcome: outcome.ok ? { ok: true, value: interpretResult(outcome.value) } : outcome,
    });
  };
}
