/** Arrow keys, Home and End move focus between the cards of a list; Tab still walks through each card's buttons. */
import type { KeyboardEvent } from "react";

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export function cardToFocus(event: KeyboardEvent<HTMLElement>): HTMLElement | undefined {
  const cards = [...event.currentTarget.querySelectorAll<HTMLElement>(":scope > li")];
  const focused = event.target;
  const current = cards.findIndex((card) => focused instanceof Node && card.contains(focused));
  const step = STEPS[event.key];
  const target = event.key === "Home" ? 0 : event.key === "End" ? cards.length - 1 : step === undefined ? undefined : current + step;
  if (target === undefined) return undefined;
  return cards[Math.max(0, Math.min(cards.length - 1, target))];
}

export const prefersReducedMotion = (): boolean => {
  try {
    return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  } catch {
    return false;
  }
};
