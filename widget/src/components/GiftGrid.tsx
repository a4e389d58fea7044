import type { KeyboardEvent, ReactNode } from "react";
import { useI18n } from "../i18n/i18n.ts";
import { cardToFocus } from "./cardKeys.ts";

/** Full screen: every idea in a grid; arrow keys, Home and End move between cards. */
export function GiftGrid({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const card = cardToFocus(event);
    if (!card) return;
    event.preventDefault();
    card.focus();
  };
  return (
    <ul className="gf-grid" role="list" aria-label={t.carouselLabel} onKeyDown={onKeyDown} data-testid="grid">
      {children}
    </ul>
  );
}
