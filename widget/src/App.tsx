/** Wires a host adapter to the state machine and the components. The only place that calls the host. */
import { TOOL_NAME, type GiftIdea, type SuggestGiftsInput } from "@gift-finder/shared";
import { useEffect, useMemo, useReducer, useRef, useState, useSyncExternalStore } from "react";
import { ErrorBoundary } from "./components/ErrorBoundary.tsx";
import { ResultsView } from "./components/ResultsView.tsx";
import { RefineForm } from "./components/RefineForm.tsx";
import {
  BusinessErrorView,
  CancelledView,
  ContractErrorView,
  NoHostView,
  PendingView,
  StructuredMissingView,
  WaitingView,
} from "./components/StatusViews.tsx";
import { WidgetRoot, type RootState } from "./components/WidgetRoot.tsx";
import type { HostAdapter, HostSnapshot, Theme } from "./host/hostAdapter.ts";
import type { Outcome } from "./host/outcome.ts";
import { cardPrompt, querySummary, readQuery } from "./state/format.ts";
import { interpretResult } from "./state/interpretResult.ts";
import { readShortlist, shortlistSummary, toggleShortlist, type ShortlistItem } from "./state/shortlist.ts";
import { initialModel, widgetReducer, type RefreshKind, type WidgetModel } from "./state/widgetReducer.ts";

const FIRST_RENDER_MARK = "gift-finder:first-render";
const NOTICE_MS = 6_000;

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

export function App({ adapter }: { adapter: HostAdapter | null }) {
  if (adapter) return <HostedWidget adapter={adapter} />;
  return (
    <WidgetRoot state="no-host" theme={systemTheme()} displayMode="inline">
      <NoHostView />
    </WidgetRoot>
  );
}

function HostedWidget({ adapter }: { adapter: HostAdapter }) {
  const snapshot = useSyncExternalStore(adapter.subscribe, adapter.getSnapshot);
  const [model, dispatch] = useReducer(widgetReducer, snapshot, (first): WidgetModel => widgetReducer(initialModel, { type: "host", fields: hostFields(first) }));
  const { toolInput, toolOutput, toolCancelled, capabilities: can } = snapshot;
  const { view, busy, notice } = model;
  const locale = snapshot.locale;
  const displayMode = snapshot.displayMode ?? "inline";
  const fullscreen = displayMode === "fullscreen";

  useEffect(() => {
    dispatch({ type: "host", fields: { toolInput, toolOutput, toolCancelled } });
  }, [toolInput, toolOutput, toolCancelled]);

  const marked = useRef(false);
  useEffect(() => {
    if (marked.current || view.kind === "waiting" || view.kind === "pending") return;
    marked.current = true;
    // Benchmarks read this mark: the first paint that shows what a tool result meant.
    globalThis.performance?.mark?.(FIRST_RENDER_MARK);
  }, [view.kind]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => dispatch({ type: "notice", text: null }), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const say = (text: string) => dispatch({ type: "notice", text });
  const reportFailure = (what: string) => (outcome: Outcome<unknown>) => {
    if (!outcome.ok) say(`${what}: ${outcome.error}`);
  };

  // Shortlist: the host's stored state, or our own copy when the host cannot store it.
  const stored = useMemo(() => readShortlist(snapshot.widgetState), [snapshot.widgetState]);
  const [local, setLocal] = useState<{ from: unknown; items: ShortlistItem[] } | null>(null);
  const shortlist = local && local.from === snapshot.widgetState ? local.items : stored;
  const onToggleShortlist = (gift: Pick<GiftIdea, "id" | "name" | "price">) => {
    const next = toggleShortlist(shortlist, gift);
    setLocal({ from: snapshot.widgetState, items: next });
    void adapter.saveState({ shortlist: next }, shortlistSummary(next)).then(reportFailure("The shortlist was not saved"));
  };

  const refreshId = useRef(0);
  const runTool = async (kind: RefreshKind, args: SuggestGiftsInput) => {
    const id = ++refreshId.current;
    dispatch({ type: "refresh-start", id, kind });
    const outcome = await adapter.callTool(TOOL_NAME, args);
    dispatch({ type: "refresh-done", id, kind, query: readQuery(args), outcome: outcome.ok ? { ok: true, value: interpretResult(outcome.value) } : outcome });
  };

  const onWriteCard = async (gift: GiftIdea) => {
    const occasion = view.kind === "results" ? view.output.query.occasion : undefined;
    const outcome = await adapter.sendFollowUp(cardPrompt(gift.name, occasion));
    // A host may accept the message and still drop it (ChatGPT while streaming); we can only report what it said.
    say(outcome.ok ? `Asked the assistant for a card to go with "${gift.name}".` : `The message was not sent: ${outcome.error}`);
  };
  const onOpenLink = (url: string) => void adapter.openLink(url).then(reportFailure("The link did not open"));
  const offersFullscreen = can.requestDisplayMode && (fullscreen || (snapshot.availableDisplayModes ?? []).includes("fullscreen"));
  const expand = offersFullscreen
    ? { fullscreen, onToggle: () => void adapter.requestDisplayMode(fullscreen ? "inline" : "fullscreen").then(reportFailure("The display mode did not change")) }
    : undefined;

  const noHost = view.kind === "waiting" && snapshot.connection === "unavailable";
  const state: RootState = noHost ? "no-host" : view.kind;
  const pendingQuery = view.kind === "pending" || view.kind === "business-error" ? view.query : readQuery(toolInput);

  const body = () => {
    switch (view.kind) {
      case "waiting":
        return noHost ? <NoHostView reason={`The host did not answer: ${snapshot.connectionError ?? "no reply"}.`} /> : <WaitingView />;
      case "pending":
        return <PendingView summary={querySummary(pendingQuery, locale)} />;
      case "results":
        return (
          <ResultsView
            output={view.output}
            details={view.details}
            locale={locale}
            fullscreen={fullscreen}
            busy={busy !== null}
            shortlist={shortlist}
            can={can}
            expand={expand}
            onToggleShortlist={onToggleShortlist}
            onWriteCard={(gift) => void onWriteCard(gift)}
            onOpenLink={onOpenLink}
            onRefine={(args) => void runTool("refine", args)}
            onMore={() =>
              void runTool("more", { ...view.output.query, excludeIds: view.output.gifts.map((gift) => gift.id) })
            }
          />
        );
      case "business-error":
        return (
          <BusinessErrorView message={view.message}>
            <RefineForm key={view.message} initial={pendingQuery} disabled={!can.callTool} busy={busy !== null} onSubmit={(args) => void runTool("refine", args)} />
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
    <WidgetRoot
      state={state}
      theme={snapshot.theme ?? systemTheme()}
      displayMode={displayMode}
      locale={locale}
      busy={busy !== null}
      maxHeight={snapshot.maxHeight}
      safeArea={snapshot.safeArea}
      styleVariables={snapshot.styleVariables}
    >
      {busy && (
        <div className="gf-progress" role="status">
          <span className="gf-progress-bar" aria-hidden="true" />
          {busy.kind === "more" ? "Finding more ideas…" : "Updating ideas…"}
        </div>
      )}
      <ErrorBoundary resetKey={view}>{body()}</ErrorBoundary>
      <div className="gf-notice" aria-live="polite" data-testid="notice">
        {notice}
      </div>
    </WidgetRoot>
  );
}
