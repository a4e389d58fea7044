import { type Dispatch, useEffect } from "react";
import type { HostSnapshot } from "../host/hostAdapter.ts";
import type { WidgetAction } from "../state/widgetReducer.ts";

/** Hands the tool call's input, result and cancellation to the state machine whenever the host changes them. */
export function useHostResult({ toolInput, toolOutput, toolCancelled }: HostSnapshot, dispatch: Dispatch<WidgetAction>): void {
  useEffect(() => {
    dispatch({ type: "host", fields: { toolInput, toolOutput, toolCancelled } });
  }, [toolInput, toolOutput, toolCancelled]);
}
