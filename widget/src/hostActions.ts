/** What the person can ask of the host from the widget: full screen, links, a card message. Failures become notices. */
import type { GiftIdea, ViewState } from "@gift-finder/shared";
import type { Dispatch } from "react";
import type { HostAdapter, HostSnapshot } from "./host/hostAdapter.ts";
import type { Outcome } from "./host/outcome.ts";
import type { I18n } from "./i18n/i18n.ts";
import type { Notice, View, WidgetAction } from "./state/widgetReducer.ts";

export interface HostActions {
  /** The host offers full screen: inline cards then lead there for details, refine and cards. */
  readonly offersFullscreen: boolean;
  goFullscreen(): void;
  /** Changes what is shown; opening details or the refine form also asks for full screen. */
  onView(patch: Partial<ViewState>): void;
  openLink(url: string): void;
  writeCard(gift: GiftIdea): void;
}

export interface HostActionsContext {
  readonly adapter: HostAdapter;
  readonly snapshot: HostSnapshot;
  readonly view: View;
  readonly i18n: I18n;
  readonly say: (notice: Notice) => void;
  readonly dispatch: Dispatch<WidgetAction>;
}

export function hostActions({ adapter, snapshot, view, i18n, say, dispatch }: HostActionsContext): HostActions {
  const fullscreen = snapshot.displayMode === "fullscreen";
  const reportFailure = (key: "noticeLinkFailed" | "noticeDisplayFailed") => (outcome: Outcome<unknown>) => {
    if (!outcome.ok) say({ key, detail: outcome.error });
  };
  const goFullscreen = () => {
    if (!fullscreen) void adapter.requestDisplayMode("fullscreen").then(reportFailure("noticeDisplayFailed"));
  };
  const writeCard = async (gift: GiftIdea) => {
    const occasion = view.kind === "results" ? view.output.query.occasion : undefined;
    const outcome = await adapter.sendFollowUp(i18n.t.cardPrompt(gift.name, occasion === undefined ? undefined : i18n.occasion(occasion)));
    // A host may accept the message and still drop it (ChatGPT while streaming); we can only report what it said.
    say(outcome.ok ? { key: "noticeCardAsked", detail: gift.name } : { key: "noticeNotSent", detail: outcome.error });
  };
  return {
    offersFullscreen:
      snapshot.capabilities.requestDisplayMode && (fullscreen || (snapshot.availableDisplayModes ?? []).includes("fullscreen")),
    goFullscreen,
    onView: (patch) => {
      dispatch({ type: "ui", patch });
      if (patch.selected !== undefined || patch.refineOpen === true) goFullscreen();
    },
    openLink: (url) => void adapter.openLink(url).then(reportFailure("noticeLinkFailed")),
    writeCard: (gift) => void writeCard(gift),
  };
}
