/** Wires a host adapter to the state machine and the components. The only place that calls the host. */
import type { Theme, WidgetRootState } from "@gift-finder/shared";
import { useReducer, useSyncExternalStore } from "react";
import { ErrorBoundary } from "./components/ErrorBoundary.tsx";
import { NoHostView } from "./components/StatusViews.tsx";
import { WidgetBody } from "./components/WidgetBody.tsx";
import { WidgetRoot } from "./components/WidgetRoot.tsx";
import { useFirstRenderMark } from "./hooks/useFirstRenderMark.ts";
import { useHostResult } from "./hooks/useHostResult.ts";
import { useNotice } from "./hooks/useNotice.ts";
import { usePersistedState } from "./hooks/usePersistedState.ts";
import { useToolRefresh } from "./hooks/useToolRefresh.ts";
import type { HostAdapter, HostSnapshot } from "./host/hostAdapter.ts";
import { hostActions } from "./hostActions.ts";
import { type I18n, I18nContext, i18nFor, useI18n } from "./i18n/i18n.ts";
import { readQuery } from "./state/format.ts";
import { initialModel, type Notice, type RefreshKind, type WidgetModel, widgetReducer } from "./state/widgetReducer.ts";

function systemTheme(): Theme {
  try {
    return window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  } catch {
    return "light";
  }
}

const hostFields = (snapshot: HostSnapshot) => ({
  toolInput: snapshot.toolInput,
  toolOutput: snapshot.toolOutput,
  toolCancelled: snapshot.toolCancelled,
});

const noticeText = (notice: Notice, i18n: I18n) => ("text" in notice ? notice.text : i18n.t[notice.key](notice.detail));

export function App({ adapter }: { adapter: HostAdapter | null }) {
  if (adapter) return <HostedWidget adapter={adapter} />;
  const i18n = i18nFor(typeof navigator === "undefined" ? undefined : navigator.language);
  return (
    <I18nContext.Provider value={i18n}>
      <WidgetRoot state="no-host" theme={systemTheme()} displayMode="inline" language={i18n.language}>
        <NoHostView />
      </WidgetRoot>
    </I18nContext.Provider>
  );
}

function firstModel(snapshot: HostSnapshot): WidgetModel {
  const withHost = widgetReducer(initialModel, { type: "host", fields: hostFields(snapshot) });
  return widgetReducer(withHost, { type: "stored", state: snapshot.widgetState });
}

function HostedWidget({ adapter }: { adapter: HostAdapter }) {
  const snapshot = useSyncExternalStore(adapter.subscribe, adapter.getSnapshot);
  const [model, dispatch] = useReducer(widgetReducer, snapshot, firstModel);
  const { view, busy, notice } = model;
  const i18n = i18nFor(snapshot.locale);
  const displayMode = snapshot.displayMode ?? "inline";

  useHostResult(snapshot, dispatch);
  usePersistedState(adapter, model, snapshot.widgetState, dispatch);
  useFirstRenderMark(view.kind);
  const say = useNotice(notice, dispatch);
  const runTool = useToolRefresh(adapter, dispatch);
  const actions = hostActions({ adapter, snapshot, view, i18n, say, dispatch });

  const noHost = view.kind === "waiting" && snapshot.connection === "unavailable";
  const state: WidgetRootState = noHost ? "no-host" : view.kind;
  const pendingQuery = view.kind === "pending" || view.kind === "business-error" ? view.query : readQuery(snapshot.toolInput);

  return (
    <I18nContext.Provider value={i18n}>
      <WidgetRoot
        state={state}
        theme={snapshot.theme ?? systemTheme()}
        displayMode={displayMode}
        language={i18n.language}
        busy={busy !== null}
        safeArea={snapshot.safeArea}
        styleVariables={snapshot.styleVariables}
      >
        {busy && <BusyLine kind={busy.kind} />}
        <ErrorBoundary resetKey={view}>
          <WidgetBody
            model={model}
            can={snapshot.capabilities}
            fullscreen={displayMode === "fullscreen"}
            noHostReason={noHost ? (snapshot.connectionError ?? "no reply") : undefined}
            pendingQuery={pendingQuery}
            actions={actions}
            runTool={runTool}
            dispatch={dispatch}
          />
        </ErrorBoundary>
        <div className="gf-notice" aria-live="polite" data-testid="notice">
          {notice && noticeText(notice, i18n)}
        </div>
      </WidgetRoot>
    </I18nContext.Provider>
  );
}

function BusyLine({ kind }: { kind: RefreshKind }) {
  const i18n = useI18n();
  return (
    <div className="gf-progress" role="status">
      <span className="gf-progress-bar" aria-hidden="true" />
      {kind === "more" ? i18n.t.findingMore : i18n.t.updating}
    </div>
  );
}
