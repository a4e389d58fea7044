import { useI18n } from "../i18n/i18n.ts";
import { Icon } from "../icons/Icon.tsx";
import { ICONS } from "../icons/icons.ts";
import type { ShortlistItem } from "../state/shortlist.ts";

export interface ShortlistProps {
  items: readonly ShortlistItem[];
  onRemove(item: ShortlistItem): void;
}

/** Full screen's side panel: every starred idea, kept across refines, "more ideas" and reloads. */
export function Shortlist({ items, onRemove }: ShortlistProps) {
  const { t, price } = useI18n();
  return (
    <section className="gf-shortlist" aria-label={t.shortlist} data-testid="shortlist">
      <h3>{t.shortlist}</h3>
      {items.length === 0 ? (
        <p className="gf-muted">{t.shortlistEmpty}</p>
      ) : (
        <ul role="list">
          {items.map((item) => (
            <li key={item.id} data-gift-id={item.id}>
              <span className="gf-shortlist-name">{item.name}</span>
              <span className="gf-muted">{price(item.price)}</span>
              <button
                type="button"
                className="gf-button gf-quiet gf-icon-button"
                aria-label={t.removeFromShortlist(item.name)}
                onClick={() => onRemove(item)}
              >
                <Icon node={ICONS.X} size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
