import { useI18n } from "../i18n/i18n.ts";
import { Icon } from "../icons/Icon.tsx";
import { ICONS } from "../icons/icons.ts";

export interface WidgetHeaderProps {
  summary: string;
  shortlistCount: number;
  /** Inline only, and only where the host offers full screen; in full screen the host's own control closes it. */
  onExpand?: () => void;
}

export function WidgetHeader({ summary, shortlistCount, onExpand }: WidgetHeaderProps) {
  const { t } = useI18n();
  return (
    <header className="gf-header">
      <div className="gf-header-text">
        <h2>{t.title}</h2>
        {summary && (
          <p className="gf-query" data-testid="query-summary">
            {summary}
          </p>
        )}
      </div>
      <div className="gf-header-actions">
        {shortlistCount > 0 && (
          <span className="gf-count" data-testid="shortlist-count">
            <Icon node={ICONS.Star} size={14} className="gf-filled" />
            {t.shortlistCount(shortlistCount)}
          </span>
        )}
        {onExpand && (
          <button type="button" className="gf-button" data-testid="expand" onClick={onExpand}>
            <Icon node={ICONS.Maximize2} size={14} />
            {t.fullscreen}
          </button>
        )}
      </div>
    </header>
  );
}
