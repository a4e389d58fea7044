import { type Dispatch, useEffect, useRef } from "react";
import type { HostAdapter } from "../host/hostAdapter.ts";
import { buildWidgetState, stateSummary } from "../state/persistedState.ts";
import type { WidgetAction, WidgetModel } from "../state/widgetReducer.ts";

/**
 * Saves each new revision of what the person changed, and applies state the host hands back; state that
 * comes back equal to what we saved is not applied again.
 */
export function usePersistedState(adapter: HostAdapter, model: WidgetModel, widgetState: unknown, dispatch: Dispatch<WidgetAction>): void {
  const saved = useRef<string | null>(null);
  useEffect(() => {
    if (widgetState == null || JSON.stringify(widgetState) === saved.current) return;
    dispatch({ type: "stored", state: widgetState });
  }, [widgetState]);
  useEffect(() => {
    if (model.revision === 0) return;
    const state = buildWidgetState(model);
    saved.current = JSON.stringify(state);
    const ideasChanged = model.view.kind === "results" && model.view.origin === "widget";
    void adapter.saveState(state, stateSummary(state, ideasChanged)).then((outcome) => {
      if (!outcome.ok) dispatch({ type: "notice", notice: { key: "noticeNotSaved", detail: outcome.error } });
    });
    // Only a new revision is a change to persist; the rest of the model is read at that moment.
  }, [model.revision]);
}
