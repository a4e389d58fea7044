/** The widget's main area for each view: status lines, the refine form, or the results in their layout. */
import type { SuggestGiftsInput } from "@gift-finder/shared";
import type { Dispatch } from "react";
import type { HostCapabilities } from "../host/hostAdapter.ts";
import type { HostActions } from "../hostActions.ts";
import { useI18n } from "../i18n/i18n.ts";
import { moreArguments, type PartialQuery, querySummary } from "../state/format.ts";
import type { RefreshKind, ResultsView, WidgetAction, WidgetModel } from "../state/widgetReducer.ts";
import { FullscreenView } from "./FullscreenView.tsx";
import { InlineView } from "./InlineView.tsx";
import { RefineForm } from "./RefineForm.tsx";
import { RefineInFullscreen } from "./RefineInFullscreen.tsx";
import type { ResultsProps } from "./resultsProps.ts";
import {
  BusinessErrorView,
  CancelledView,
  ContractErrorView,
  NoHostView,
  PendingView,
  StructuredMissingView,
  WaitingView,
} from "./StatusViews.tsx";

export interface WidgetBodyProps {
  readonly model: WidgetModel;
  readonly can: HostCapabilities;
  readonly fullscreen: boolean;
  /** Waiting, and the host said it cannot connect: why, in its words. */
  readonly noHostReason: string | undefined;
  /** The request as far as it is known, for the pending line and the refine form. */
  readonly pendingQuery: PartialQuery;
  readonly actions: HostActions;
  readonly runTool: (kind: RefreshKind, args: SuggestGiftsInput) => Promise<void>;
  readonly dispatch: Dispatch<WidgetAction>;
}

export function WidgetBody(props: WidgetBodyProps) {
  const { model, noHostReason, pendingQuery } = props;
  const i18n = useI18n();
  const view = model.view;
  switch (view.kind) {
    case "waiting":
      return noHostReason !== undefined ? <NoHostView reason={noHostReason} /> : <WaitingView />;
    case "pending":
      return <PendingView summary={querySummary(pendingQuery, i18n)} />;
    case "results": {
      const results = resultsProps(view, props);
      return props.fullscreen ? <FullscreenView {...results} /> : <InlineView {...results} />;
    }
    case "business-error":
      return (
        <BusinessErrorView message={view.message}>
          <RefineOffer {...props} />
        </BusinessErrorView>
      );
    case "contract-error":
      return <ContractErrorView issues={view.issues} />;
    case "structured-missing":
      return <StructuredMissingView text={view.text} />;
    case "cancelled":
      return <CancelledView reason={view.reason} />;
  }
}

function resultsProps(results: ResultsView, { model, can, actions, runTool, dispatch }: WidgetBodyProps): ResultsProps {
  return {
    results,
    view: model.ui,
    shortlist: model.shortlist,
    busy: model.busy !== null,
    can,
    offersFullscreen: actions.offersFullscreen,
    onToggleShortlist: (gift) => dispatch({ type: "toggle-shortlist", gift }),
    onDetails: (gift) => actions.onView({ selected: gift.id }),
    onOpenLink: actions.openLink,
    onWriteCard: actions.writeCard,
    onView: actions.onView,
    onRefine: (args) => void runTool("refine", args),
    onMore: () => void runTool("more", moreArguments(results.output)),
    onExpand: actions.goFullscreen,
  };
}

/** After a business error: the refine form in full screen, otherwise a way there or a hint. */
function RefineOffer({ model, can, fullscreen, pendingQuery, actions, runTool }: WidgetBodyProps) {
  if (!fullscreen) return <RefineInFullscreen offersFullscreen={actions.offersFullscreen} onView={actions.onView} />;
  return (
    <RefineForm
      key={JSON.stringify(pendingQuery)}
      initial={pendingQuery}
      disabled={!can.callTool}
      busy={model.busy !== null}
      onSubmit={(args) => void runTool("refine", args)}
    />
  );
}
