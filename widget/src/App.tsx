/** Wires a host adapter to the state machine and the components. The only place that calls the host. */
import type { GiftIdea, Theme, ViewState, WidgetRootState } from "@gift-finder/shared";
import { useReducer, useSyncExternalStore } from "react";
import { ErrorBoundary } from "./components/ErrorBoundary.tsx";
import { FullscreenView } from "./components/FullscreenView.tsx";
import { InlineView } from "./components/InlineView.tsx";
import { RefineForm } from "./components/RefineForm.tsx";
import type { ResultsProps } from "./components/resultsProps.ts";
import {
  BusinessErrorView,
  CancelledView,
  ContractErrorView,
  NoHostView,
  PendingView,
  StructuredMissingView,
  WaitingView,
} from "./components/StatusViews.tsx";
import { WidgetRoot } from "./components/WidgetRoot.tsx";
import { useFirstRenderMark } from "./hooks/useFirstRenderMark.ts";
import { useHostResult } from "./hooks/useHostResult.ts";
import { useNotice } from "./hooks/useNotice.ts";
import { usePersistedState } from "./hooks/usePersistedState.ts";
import { useToolRefresh } from "./hooks/useToolRefresh.ts";
import type { HostAdapter, HostSnapshot } from "./host/hostAdapter.ts";
import type { Outcome } from "./host/outcome.ts";
import { type I18n, I18nContext, i18nFor } from "./i18n/i18n.ts";
import { moreArguments, querySummary, readQuery } from "./state/format.ts";
import { initialModel, type Notice, type WidgetModel, widgetReducer } from "./state/widgetReducer.ts";

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
  const { toolInput, widgetState, capabilities: can } = snapshot;
  const { view, busy, notice } = model;
  const i18n = i18nFor(snapshot.locale);
  const displayMode = snapshot.displayMode ?? "inline";
  const fullscreen = displayMode === "fullscreen";

  useHostResult(snapshot, dispatch);
  usePersistedState(adapter, model, widgetState, dispatch);
  useFirstRenderMark(view.kind);
  const say = useNotice(notice, dispatch);
  const runTool = useToolRefresh(adapter, dispatch);
  const reportFailure = (key: "noticeLinkFailed" | "noticeDisplayFailed") => (outcome: Outcome<unknown>) => {
    if (!outcome.ok) say({ key, detail: outcome.error });
  };

  const onWriteCard = async (gift: GiftIdea) => {
    const occasion = view.kind === "results" ? view.output.query.occasion : undefined;
    const outcome = await adapter.sendFollowUp(i18n.t.cardPrompt(gift.name, occasion === undefined ? undefined : i18n.occasion(occasion)));
    // A host may accept the message and still drop it (ChatGPT while streaming); we can only report what it said.
    say(outcome.ok ? { key: "noticeCardAsked", detail: gift.name } : { key: "noticeNotSent", detail: outcome.error });
  };
  const offersFullscreen = can.requestDisplayMode && (fullscreen || (snapshot.availableDisplayModes ?? []).includes("fullscreen"));
  const goFullscreen = () => {
    if (!fullscreen) void adapter.requestDisplayMode("fullscreen").then(reportFailure("noticeDisplayFailed"));
  };
  const onView = (patch: Partial<ViewState>) => {
    dispatch({ type: "ui", patch });
    if (patch.selected !== undefined || patch.refineOpen === true) goFullscreen();
  };

  const noHost = view.kind === "waiting" && snapshot.connection === "unavailable";
  const state: WidgetRootState = noHost ? "no-host" : view.kind;
  const pendingQuery = view.kind === "pending" || view.kind === "business-error" ? view.query : readQuery(toolInput);
  const refineForm = (initial = pendingQuery) => (
    <RefineForm
      key={JSON.stringify(initial)}
      initial={initial}
      disabled={!can.callTool}
      busy={busy !== null}
      onSubmit={(args) => void runTool("refine", args)}
    />
  );

  const body = () => {
    switch (view.kind) {
      case "waiting":
        return noHost ? <NoHostView reason={snapshot.connectionError ?? "no reply"} /> : <WaitingView />;
      case "pending":
        return <PendingView summary={querySummary(pendingQuery, i18n)} />;
      case "results": {
        const props: ResultsProps = {
          results: view,
          view: model.ui,
          shortlist: model.shortlist,
          busy: busy !== null,
          can,
          offersFullscreen,
          onToggleShortlist: (gift) => dispatch({ type: "toggle-shortlist", gift }),
          onDetails: (gift) => onView({ selected: gift.id }),
          onOpenLink: (url) => void adapter.openLink(url).then(reportFailure("noticeLinkFailed")),
          onWriteCard: (gift) => void onWriteCard(gift),
          onView,
          onRefine: (args) => void runTool("refine", args),
          onMore: () => void runTool("more", moreArguments(view.output)),
          onExpand: goFullscreen,
        };
        return fullscreen ? <FullscreenView {...props} /> : <InlineView {...props} />;
      }
      case "business-error":
        return (
          <BusinessErrorView message={view.message}>
            {fullscreen ? (
              refineForm()
            ) : offersFullscreen ? (
              <button
                type="button"
                className="gf-button gf-primary"
                data-testid="refine-fullscreen"
                onClick={() => onView({ refineOpen: true })}
              >
                {i18n.t.refineInFullscreen}
              </button>
            ) : (
              <p className="gf-muted">{i18n.t.askInChat}</p>
            )}
          </BusinessErrorView>
        );
      case "contract-error":
        return <ContractErrorView issues={view.issues} />;
      case "structured-missing":
        return <StructuredMissingView text={view.text} />;
      case "cancelled":
        return <CancelledView reason={view.reason} />;
    }
  };

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
        {busy && (
          <div className="gf-progress" role="status">
            <span className="gf-progress-bar" aria-hidden="true" />
            {busy.kind === "more" ? i18n.t.findingMore : i18n.t.updating}
          </div>
        )}
        <ErrorBoundary resetKey={view}>{body()}</ErrorBoundary>
        <div className="gf-notice" aria-live="polite" data-testid="notice">
          {notice && noticeText(notice, i18n)}
        </div>
      </WidgetRoot>
    </I18nContext.Provider>
  );
}
