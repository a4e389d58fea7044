import type { ViewState } from "@gift-finder/shared";
import { useI18n } from "../i18n/i18n.ts";

/** Outside full screen the widget has no inputs: a way to the refine form there, or a hint to ask in the chat. */
export function RefineInFullscreen({ offersFullscreen, onView }: { offersFullscreen: boolean; onView(patch: Partial<ViewState>): void }) {
  const { t } = useI18n();
  if (!offersFullscreen) return <p className="gf-muted">{t.askInChat}</p>;
  return (
    <button type="button" className="gf-button gf-primary" data-testid="refine-fullscreen" onClick={() => onView({ refineOpen: true })}>
      {t.refineInFullscreen}
    </button>
  );
}
