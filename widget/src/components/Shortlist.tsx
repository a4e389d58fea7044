import { formatPrice } from "../state/format.ts";
import type { ShortlistItem } from "../state/shortlist.ts";

export interface ShortlistProps {
  items: readonly ShortlistItem[];
  locale?: string;
  onRemove(item: ShortlistItem): void;
}

export function Shortlist({ items, locale, onRemove }: ShortlistProps) {
  return (
    <section className="gf-shortlist" aria-label="Shortlist">
      <h3>Shortlist</h3>
      {items.length === 0 ? (
        <p className="gf-muted">Star ideas to keep them here.</p>
      ) : (
        <ul role="list">
          {items.map((item) => (
            <li key={item.id}>
              <span className="gf-shortlist-name">{item.name}</span>
              <span className="gf-muted">{formatPrice(item.price, locale)}</span>
              <button type="button" className="gf-button gf-quiet gf-small" aria-label={`Remove ${item.name} from the shortlist`} onClick={() => onRemove(item)}>
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
