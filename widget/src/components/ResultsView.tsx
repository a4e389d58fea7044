import { MAX_EXCLUDED_IDS, type GiftDetail, type GiftIdea, type SuggestGiftsInput, type SuggestGiftsOutput } from "@gift-finder/shared";
import { useMemo, useState } from "react";
import { arrangeGifts, type SortOrder } from "../state/arrangeGifts.ts";
import { formatPrice, querySummary } from "../state/format.ts";
import type { ShortlistItem } from "../state/shortlist.ts";
import { GiftList } from "./GiftList.tsx";
import { RefineForm } from "./RefineForm.tsx";
import { Shortlist } from "./Shortlist.tsx";
import { Toolbar } from "./Toolbar.tsx";
import { WidgetHeader, type WidgetHeaderProps } from "./WidgetHeader.tsx";

export interface ResultsViewProps {
  output: SuggestGiftsOutput;
  details: Readonly<Record<string, GiftDetail>>;
  locale?: string;
  fullscreen: boolean;
  busy: boolean;
  shortlist: readonly ShortlistItem[];
  can: { callTool: boolean; sendFollowUp: boolean; openLink: boolean };
  expand: WidgetHeaderProps["expand"];
  onToggleShortlist(gift: Pick<GiftIdea, "id" | "name" | "price">): void;
  onWriteCard(gift: GiftIdea): void;
  onOpenLink(url: string): void;
  onRefine(args: SuggestGiftsInput): void;
  onMore(): void;
}

export function ResultsView(props: ResultsViewProps) {
  const { output, details, locale, fullscreen, busy, shortlist, can } = props;
  const [sort, setSort] = useState<SortOrder>("relevance");
  const [maxPrice, setMaxPrice] = useState<number | null>(null);
  const [refineOpen, setRefineOpen] = useState(false);
  const [shortlistOpen, setShortlistOpen] = useState(false);
  const visible = useMemo(() => arrangeGifts(output.gifts, sort, maxPrice), [output.gifts, sort, maxPrice]);
  const shortlistedIds = useMemo(() => new Set(shortlist.map((item) => item.id)), [shortlist]);
  const noIdeas = output.gifts.length === 0;
  const canAskForMore = output.moreAvailable && output.gifts.length < MAX_EXCLUDED_IDS;

  return (
    <>
      <WidgetHeader
        summary={querySummary(output.query, locale)}
        shortlistCount={shortlist.length}
        shortlistOpen={shortlistOpen}
        shortlistToggleable={!fullscreen}
        onToggleShortlist={() => setShortlistOpen(!shortlistOpen)}
        expand={props.expand}
      />
      <Toolbar sort={sort} onSort={setSort} onMaxPrice={setMaxPrice} refineOpen={refineOpen} onToggleRefine={() => setRefineOpen(!refineOpen)} />
      {(refineOpen || noIdeas) && (
        <RefineForm key={JSON.stringify(output.query)} initial={output.query} disabled={!can.callTool} busy={busy} onSubmit={props.onRefine} />
      )}
      <div className="gf-body">
        <div className="gf-main">
          {noIdeas ? (
            <p className="gf-empty">No ideas matched this search. Try another budget, occasion or description.</p>
          ) : visible.length === 0 ? (
            <p className="gf-empty">No ideas at or under {formatPrice(maxPrice ?? 0, locale)}. Raise the maximum price to see more.</p>
          ) : (
            <GiftList
              gifts={visible}
              details={details}
              locale={locale}
              shortlistedIds={shortlistedIds}
              detailsAlwaysShown={fullscreen}
              canWriteCard={can.sendFollowUp}
              canOpenLink={can.openLink}
              onToggleShortlist={props.onToggleShortlist}
              onWriteCard={props.onWriteCard}
              onOpenLink={props.onOpenLink}
            />
          )}
          {canAskForMore && (
            <button type="button" className="gf-button gf-more" data-testid="more-ideas" disabled={!can.callTool || busy} onClick={props.onMore}>
              {busy ? "Loading…" : "More ideas"}
            </button>
          )}
        </div>
        {(fullscreen || shortlistOpen) && <Shortlist items={shortlist} locale={locale} onRemove={props.onToggleShortlist} />}
      </div>
    </>
  );
}
