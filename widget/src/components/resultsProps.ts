import type { GiftIdea, SuggestGiftsInput, ViewState } from "@gift-finder/shared";
import type { HostCapabilities } from "../host/hostAdapter.ts";
import type { ShortlistItem } from "../state/shortlist.ts";
import type { ResultsView } from "../state/widgetReducer.ts";

/** What both result layouts (inline carousel, full screen) are given: data in, events out. */
export interface ResultsProps {
  results: ResultsView;
  view: ViewState;
  shortlist: readonly ShortlistItem[];
  busy: boolean;
  can: HostCapabilities;
  /** The host offers full screen: inline cards then lead there for details, refine and cards. */
  offersFullscreen: boolean;
  onToggleShortlist(gift: Pick<GiftIdea, "id" | "name" | "price">): void;
  onDetails(gift: GiftIdea): void;
  onOpenLink(url: string): void;
  onWriteCard(gift: GiftIdea): void;
  onView(patch: Partial<ViewState>): void;
  onRefine(args: SuggestGiftsInput): void;
  onMore(): void;
  onExpand(): void;
}
