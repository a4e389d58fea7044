/** The shortlist: starred ideas, in the order they were starred. */
import type { GiftIdea, WidgetState } from "@gift-finder/shared";

export type ShortlistItem = WidgetState["shortlist"][number];

export function toggleShortlist(list: readonly ShortlistItem[], gift: Pick<GiftIdea, "id" | "name" | "price">): ShortlistItem[] {
  return list.some((item) => item.id === gift.id)
    ? list.filter((item) => item.id !== gift.id)
    : [...list, { id: gift.id, name: gift.name, price: gift.price }];
}
