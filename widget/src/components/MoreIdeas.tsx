import { MAX_KEPT_IDEAS } from "@gift-finder/shared";
import { useI18n } from "../i18n/i18n.ts";
import type { ResultsView } from "../state/widgetReducer.ts";

/** "More ideas", or why there are no more to ask for here. */
export function MoreIdeas({
  results,
  busy,
  canCallTool,
  onMore,
}: {
  results: ResultsView;
  busy: boolean;
  canCallTool: boolean;
  onMore(): void;
}) {
  const { t } = useI18n();
  const count = results.output.gifts.length;
  if (count >= MAX_KEPT_IDEAS) return <p className="gf-muted">{t.keptLimit(count)}</p>;
  if (!results.output.moreAvailable) return null;
  return (
    <button type="button" className="gf-button gf-more" data-testid="more-ideas" disabled={!canCallTool || busy} onClick={onMore}>
      {busy ? t.loading : t.moreIdeas}
    </button>
  );
}
