export interface WidgetHeaderProps {
  summary: string;
  shortlistCount: number;
  shortlistOpen: boolean;
  /** In fullscreen the shortlist is a side panel, always open, so there is nothing to toggle. */
  shortlistToggleable: boolean;
  onToggleShortlist(): void;
  /** Absent when the host offers no fullscreen. */
  expand?: { fullscreen: boolean; onToggle(): void };
}

export function WidgetHeader({ summary, shortlistCount, shortlistOpen, shortlistToggleable, onToggleShortlist, expand }: WidgetHeaderProps) {
  return (
    <header className="gf-header">
      <div className="gf-header-text">
        <h2>Gift ideas</h2>
        {summary && (
          <p className="gf-query" data-testid="query-summary">
            {summary}
          </p>
        )}
      </div>
      <div className="gf-header-actions">
        <button
          type="button"
          className="gf-button gf-chip"
          aria-expanded={shortlistToggleable ? shortlistOpen : undefined}
          disabled={!shortlistToggleable}
          onClick={onToggleShortlist}
          aria-label={`Shortlist, ${shortlistCount} ${shortlistCount === 1 ? "idea" : "ideas"}`}
        >
          <span aria-hidden="true">★</span> <span data-testid="shortlist-count">{shortlistCount}</span>
        </button>
        {expand && (
          <button type="button" className="gf-button gf-chip" data-testid="expand" onClick={expand.onToggle}>
            {expand.fullscreen ? "Exit full screen" : "Expand"}
          </button>
        )}
      </div>
    </header>
  );
}
