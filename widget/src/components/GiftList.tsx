import type { GiftDetail, GiftIdea } from "@gift-finder/shared";
import type { KeyboardEvent } from "react";
import { GiftCard, type GiftCardProps } from "./GiftCard.tsx";

type CardHandlers = Pick<GiftCardProps, "onToggleShortlist" | "onWriteCard" | "onOpenLink" | "canWriteCard" | "canOpenLink" | "detailsAlwaysShown" | "locale">;

export interface GiftListProps extends CardHandlers {
  gifts: readonly GiftIdea[];
  details: Readonly<Record<string, GiftDetail>>;
  shortlistedIds: ReadonlySet<string>;
}

/** Arrow keys, Home and End move between cards; Tab still walks through each card's buttons. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const cards = [...event.currentTarget.querySelectorAll<HTMLElement>(":scope > li")];
  const focused = event.target;
  const current = cards.findIndex((card) => focused instanceof Node && card.contains(focused));
  const targets: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: cards.length - 1 };
  const target = targets[event.key];
  const card = target === undefined ? undefined : cards[Math.max(0, Math.min(cards.length - 1, target))];
  if (!card) return;
  event.preventDefault();
  card.focus();
}

export function GiftList({ gifts, details, shortlistedIds, ...cardProps }: GiftListProps) {
  return (
    <ul className="gf-list" role="list" aria-label="Gift ideas" onKeyDown={moveFocus}>
      {gifts.map((gift) => (
        <GiftCard key={gift.id} gift={gift} detail={details[gift.id]} shortlisted={shortlistedIds.has(gift.id)} {...cardProps} />
      ))}
    </ul>
  );
}
