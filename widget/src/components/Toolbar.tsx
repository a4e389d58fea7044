import { type CategorySlug, SORT_ORDERS, type SortOrder, type ViewState } from "@gift-finder/shared";
import { useId } from "react";
import { useI18n } from "../i18n/i18n.ts";

export interface ToolbarProps {
  view: ViewState;
  categories: readonly CategorySlug[];
  priceLimits: readonly number[];
  onChange(patch: Partial<ViewState>): void;
  refineOpen: boolean;
  onToggleRefine(): void;
}

const isSortOrder = (value: string): value is SortOrder => (SORT_ORDERS as readonly string[]).includes(value);

/** Full screen's sort and filters: choices only, so the refine form stays the one place to type. */
export function Toolbar({ view, categories, priceLimits, onChange, refineOpen, onToggleRefine }: ToolbarProps) {
  const { t, price } = useI18n();
  const ids = { sort: useId(), category: useId(), price: useId() };
  const sortLabels: Record<SortOrder, string> = { relevance: t.sortRelevance, "price-asc": t.sortPriceAsc, "price-desc": t.sortPriceDesc };
  const category = view.category && categories.includes(view.category) ? view.category : "";
  return (
    <div className="gf-toolbar" role="group" aria-label={t.filtersLabel}>
      <span className="gf-field">
        <label htmlFor={ids.sort}>{t.sortLabel}</label>
        <select
          id={ids.sort}
          data-testid="sort-select"
          value={view.sort}
          onChange={(event) => isSortOrder(event.target.value) && onChange({ sort: event.target.value })}
        >
          {SORT_ORDERS.map((order) => (
            <option key={order} value={order}>
              {sortLabels[order]}
            </option>
          ))}
        </select>
      </span>
      {categories.length > 1 && (
        <span className="gf-field">
          <label htmlFor={ids.category}>{t.categoryLabel}</label>
          <select
            id={ids.category}
            data-testid="category-select"
            value={category}
            onChange={(event) => onChange({ category: categories.find((slug) => slug === event.target.value) })}
          >
            <option value="">{t.categoryAll}</option>
            {categories.map((slug) => (
              <option key={slug} value={slug}>
                {t.categories[slug]}
              </option>
            ))}
          </select>
        </span>
      )}
      {priceLimits.length > 0 && (
        <span className="gf-field">
          <label htmlFor={ids.price}>{t.priceLabel}</label>
          <select
            id={ids.price}
            data-testid="max-price"
            value={view.maxPrice === undefined ? "" : String(view.maxPrice)}
            onChange={(event) => onChange({ maxPrice: event.target.value === "" ? undefined : Number(event.target.value) })}
          >
            <option value="">{t.priceAny}</option>
            {[...new Set([...priceLimits, ...(view.maxPrice === undefined ? [] : [view.maxPrice])])]
              .sort((a, b) => a - b)
              .map((limit) => (
                <option key={limit} value={String(limit)}>
                  {t.priceUpTo(price(limit))}
                </option>
              ))}
          </select>
        </span>
      )}
      <button type="button" className="gf-button" data-testid="refine-toggle" aria-expanded={refineOpen} onClick={onToggleRefine}>
        {t.refine}
      </button>
    </div>
  );
}
