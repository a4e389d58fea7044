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
  const sortLabels: Record<SortOrder, string> = { relevance: t.sortRelevance, "price-asc": t.sortPriceAsc, "price-desc": t.sortPriceDesc };
  const category = view.category && categories.includes(view.category) ? view.category : "";
  const limits = [...new Set([...priceLimits, ...(view.maxPrice === undefined ? [] : [view.maxPrice])])].sort((a, b) => a - b);
  return (
    <div className="gf-toolbar" role="group" aria-label={t.filtersLabel}>
      <LabelledSelect
        label={t.sortLabel}
        testId="sort-select"
        value={view.sort}
        options={SORT_ORDERS.map((order) => ({ value: order, label: sortLabels[order] }))}
        onChange={(value) => isSortOrder(value) && onChange({ sort: value })}
      />
      {categories.length > 1 && (
        <LabelledSelect
          label={t.categoryLabel}
          testId="category-select"
          value={category}
          options={[{ value: "", label: t.categoryAll }, ...categories.map((slug) => ({ value: slug, label: t.categories[slug] }))]}
          onChange={(value) => onChange({ category: categories.find((slug) => slug === value) })}
        />
      )}
      {priceLimits.length > 0 && (
        <LabelledSelect
          label={t.priceLabel}
          testId="max-price"
          value={view.maxPrice === undefined ? "" : String(view.maxPrice)}
          options={[
            { value: "", label: t.priceAny },
            ...limits.map((limit) => ({ value: String(limit), label: t.priceUpTo(price(limit)) })),
          ]}
          onChange={(value) => onChange({ maxPrice: value === "" ? undefined : Number(value) })}
        />
      )}
      <button type="button" className="gf-button" data-testid="refine-toggle" aria-expanded={refineOpen} onClick={onToggleRefine}>
        {t.refine}
      </button>
    </div>
  );
}

interface LabelledSelectProps {
  readonly label: string;
  readonly testId: string;
  readonly value: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  onChange(value: string): void;
}

function LabelledSelect({ label, testId, value, options, onChange }: LabelledSelectProps) {
  const id = useId();
  return (
    <span className="gf-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} data-testid={testId} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}
