import type { GiftIdea } from "@gift-finder/shared";
import { useI18n } from "../i18n/i18n.ts";
import { arrangeGifts, categoriesOf, priceLimits } from "../state/arrangeGifts.ts";
import { querySummary } from "../state/format.ts";
import { GiftCard } from "./GiftCard.tsx";
import { GiftDetails } from "./GiftDetails.tsx";
import { GiftGrid } from "./GiftGrid.tsx";
import { MoreIdeas } from "./MoreIdeas.tsx";
import { RefineForm } from "./RefineForm.tsx";
import type { ResultsProps } from "./resultsProps.ts";
import { Shortlist } from "./Shortlist.tsx";
import { Toolbar } from "./Toolbar.tsx";
import { UnderstoodChips } from "./UnderstoodChips.tsx";
import { WidgetHeader } from "./WidgetHeader.tsx";

/** Full screen: every idea in a grid with sort and filters, details, refine, the shortlist panel, and cards. */
export function FullscreenView(props: ResultsProps) {
  const { results, view, shortlist, busy, can } = props;
  const i18n = useI18n();
  const { gifts, query, understood } = results.output;
  const selected = view.selected === undefined ? undefined : gifts.find((gift) => gift.id === view.selected);
  const noIdeas = gifts.length === 0;

  return (
    <>
      <WidgetHeader summary={querySummary(query, i18n)} shortlistCount={shortlist.length} />
      <UnderstoodChips understood={understood} />
      {!noIdeas && !selected && (
        <Toolbar
          view={view}
          categories={categoriesOf(gifts)}
          priceLimits={priceLimits(gifts)}
          onChange={props.onView}
          refineOpen={view.refineOpen === true}
          onToggleRefine={() => props.onView({ refineOpen: view.refineOpen !== true })}
        />
      )}
      {(view.refineOpen === true || noIdeas) && (
        <RefineForm key={JSON.stringify(query)} initial={query} disabled={!can.callTool} busy={busy} onSubmit={props.onRefine} />
      )}
      <div className="gf-body">
        <div className="gf-main">
          <FullscreenMain {...props} selected={selected} shortlisted={new Set(shortlist.map((item) => item.id))} />
        </div>
        <Shortlist items={shortlist} onRemove={props.onToggleShortlist} />
      </div>
    </>
  );
}

interface MainProps extends ResultsProps {
  readonly selected: GiftIdea | undefined;
  readonly shortlisted: ReadonlySet<string>;
}

/** The chosen idea's details, or the arranged grid with a way to more ideas. */
function FullscreenMain({ selected, shortlisted, ...props }: MainProps) {
  const { results, can } = props;
  if (selected) {
    return (
      <GiftDetails
        gift={selected}
        detail={results.details[selected.id]}
        shortlisted={shortlisted.has(selected.id)}
        canWriteCard={can.sendFollowUp}
        canOpenLink={can.openLink}
        onBack={() => props.onView({ selected: undefined })}
        onToggleShortlist={props.onToggleShortlist}
        onWriteCard={props.onWriteCard}
        onOpenLink={props.onOpenLink}
      />
    );
  }
  return <IdeaGrid {...props} shortlisted={shortlisted} />;
}

function IdeaGrid({ results, view, busy, can, shortlisted, ...props }: ResultsProps & { readonly shortlisted: ReadonlySet<string> }) {
  const { t } = useI18n();
  const { gifts } = results.output;
  if (gifts.length === 0) return <p className="gf-empty">{t.noIdeas}</p>;
  const visible = arrangeGifts(gifts, view);
  return (
    <>
      {visible.length === 0 ? (
        <p className="gf-empty">{t.noIdeasFiltered}</p>
      ) : (
        <GiftGrid>
          {visible.map((gift) => (
            <GiftCard
              key={gift.id}
              gift={gift}
              detail={results.details[gift.id]}
              shortlisted={shortlisted.has(gift.id)}
              secondary={{ kind: "details", onDetails: props.onDetails }}
              onToggleShortlist={props.onToggleShortlist}
            />
          ))}
        </GiftGrid>
      )}
      <MoreIdeas results={results} busy={busy} canCallTool={can.callTool} onMore={props.onMore} />
    </>
  );
}
