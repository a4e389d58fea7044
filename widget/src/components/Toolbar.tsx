import { useId, useState } from "react";
import { SORT_ORDERS, type SortOrder } from "../state/arrangeGifts.ts";

const SORT_LABELS: Record<SortOrder, string> = {
  relevance: "Best match",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
};

export interface ToolbarProps {
  sort: SortOrder;
  onSort(sort: SortOrder): void;
  onMaxPrice(maxPrice: number | null): void;
  refineOpen: boolean;
  onToggleRefine(): void;
}

const isSortOrder = (value: string): value is SortOrder => (SORT_ORDERS as readonly string[]).includes(value);

export function Toolbar({ sort, onSort, onMaxPrice, refineOpen, onToggleRefine }: ToolbarProps) {
  const [maxPriceText, setMaxPriceText] = useState("");
  const sortId = useId();
  const maxId = useId();

  const changeMaxPrice = (text: string) => {
    setMaxPriceText(text);
    const value = Number(text);
    onMaxPrice(text.trim() === "" || !Number.isFinite(value) || value < 0 ? null : value);
  };

  return (
    <div className="gf-toolbar" role="group" aria-label="Sort and filter">
      <label htmlFor={sortId}>Sort</label>
      <select id={sortId} data-testid="sort-select" value={sort} onChange={(event) => isSortOrder(event.target.value) && onSort(event.target.value)}>
        {SORT_ORDERS.map((order) => (
          <option key={order} value={order}>
            {SORT_LABELS[order]}
          </option>
        ))}
      </select>
      <label htmlFor={maxId}>Max $</label>
      <input
        id={maxId}
        className="gf-max-price"
        data-testid="max-price"
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        placeholder="Any"
        value={maxPriceText}
        onChange={(event) => changeMaxPrice(event.target.value)}
      />
      <button type="button" className="gf-button gf-quiet" data-testid="refine-toggle" aria-expanded={refineOpen} onClick={onToggleRefine}>
        Refine
      </button>
    </div>
  );
}
