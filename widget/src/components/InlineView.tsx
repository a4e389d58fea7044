import type { GiftIdea } from "@gift-finder/shared";
import { useI18n } from "../i18n/i18n.ts";
import { querySummary } from "../state/format.ts";
import { Carousel } from "./Carousel.tsx";
import { GiftCard, type SecondaryAction } from "./GiftCard.tsx";
import { MoreIdeas } from "./MoreIdeas.tsx";
import { RefineInFullscreen } from "./RefineInFullscreen.tsx";
import type { ResultsProps } from "./resultsProps.ts";
import { UnderstoodChips } from "./UnderstoodChips.tsx";
import { WidgetHeader } from "./WidgetHeader.tsx";

/** The guidelines' inline carousel holds 3 to 8 items; past 8, the last place leads to full screen. */
export const INLINE_MAX_CARDS = 8;
const INLINE_MIN_CARDS = 3;

/** Where the carousel starts: at the latest answer, or earlier when that answer alone is too short. */
const carouselStart = (latestFrom: number, total: number) => Math.min(latestFrom, Math.max(0, total - INLINE_MIN_CARDS));

/** Inline: the latest answer as a carousel, two actions per card, no inputs, no inner vertical scrolling. */
export function InlineView(props: ResultsProps) {
  const { results, shortlist, offersFullscreen, can } = props;
  const i18n = useI18n();
  const { t } = i18n;
  const { gifts, query, understood } = results.output;
  const latest = gifts.slice(carouselStart(results.latestFrom, gifts.length));
  const fresh = gifts.length - results.latestFrom;
  const overflow = offersFullscreen && latest.length > INLINE_MAX_CARDS;
  const shown = overflow ? latest.slice(0, INLINE_MAX_CARDS - 1) : latest;
  const secondary: SecondaryAction = offersFullscreen
    ? { kind: "details", onDetails: props.onDetails }
    : can.openLink
      ? { kind: "open", onOpenLink: props.onOpenLink }
      : null;

  return (
    <>
      <WidgetHeader
        summary={querySummary(query, i18n)}
        shortlistCount={shortlist.length}
        onExpand={offersFullscreen ? props.onExpand : undefined}
      />
      <UnderstoodChips understood={understood} />
      {gifts.length === 0 ? (
        <div className="gf-empty">
          <p>{t.noIdeas}</p>
          <RefineInFullscreen offersFullscreen={offersFullscreen} onView={props.onView} />
        </div>
      ) : (
        <InlineCards {...props} gifts={shown} overflowTotal={overflow ? gifts.length : undefined} secondary={secondary} />
      )}
      {gifts.length > 0 && (
        <footer className="gf-footer">
          <p className="gf-muted" data-testid="idea-count">
            {results.latestFrom > 0 ? t.newIdeas(fresh, gifts.length) : t.ideaCount(gifts.length)}
          </p>
          <MoreIdeas results={results} busy={props.busy} canCallTool={can.callTool} onMore={props.onMore} />
        </footer>
      )}
    </>
  );
}

interface InlineCardsProps extends ResultsProps {
  gifts: readonly GiftIdea[];
  /** Set when more ideas exist than the carousel shows: its last place leads to all of them in full screen. */
  overflowTotal: number | undefined;
  secondary: SecondaryAction;
}

function InlineCards({ gifts, overflowTotal, secondary, results, shortlist, onToggleShortlist, onExpand }: InlineCardsProps) {
  const { t } = useI18n();
  const shortlisted = new Set(shortlist.map((item) => item.id));
  return (
    <Carousel count={gifts.length}>
      {gifts.map((gift) => (
        <GiftCard
          key={gift.id}
          gift={gift}
          detail={results.details[gift.id]}
          shortlisted={shortlisted.has(gift.id)}
          secondary={secondary}
          onToggleShortlist={onToggleShortlist}
        />
      ))}
      {overflowTotal !== undefined && (
        <li className="gf-card gf-see-all">
          <button type="button" className="gf-button gf-primary" data-testid="see-all" onClick={onExpand}>
            {t.seeAll(overflowTotal)}
          </button>
        </li>
      )}
    </Carousel>
  );
}
