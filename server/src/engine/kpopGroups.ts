/**
 * K-pop fans and their groups: a fan of one group wants its album, not another group's light stick. The model may
 * pass the love as "K-pop" and leave the group ("Stray Kids mostly") in the person's own words.
 */
import type { CatalogIndex } from "./catalogIndex.ts";
import { itemsTagged } from "./itemsTagged.ts";
import type { InterestReading } from "./readInterests.ts";
import { conceptLabel } from "./vocabulary.ts";

/** The groups the catalog sells, by tag; Blackpink's one album is known by its name. */
export const KPOP_GROUPS = ["bts", "stray-kids", "newjeans", "seventeen-kpop", "twice-kpop", "blackpink"];

/** "Into kpop (stray kids)": another group's things. */
export function anotherKpopGroups(index: CatalogIndex, said: ReadonlySet<string>): number[] | undefined {
  const named = KPOP_GROUPS.filter((group) => said.has(group));
  if (named.length === 0) return undefined;
  return [...itemsTagged(index, ["k-pop"])].filter((position) => {
    const item = index.items[position];
    const groupOf = KPOP_GROUPS.find((group) => item?.tags.includes(group) || item?.name.toLowerCase().includes(group));
    return groupOf !== undefined && !named.includes(groupOf);
  });
}

/** A love of K-pop given as a field, with the groups the text names beside it. */
export function withKpopGroupsNamed(index: CatalogIndex, interests: InterestReading[], text: string): InterestReading[] {
  const said = new Set(interests.flatMap((interest) => interest.concepts));
  if (!said.has("k-pop") || KPOP_GROUPS.some((group) => said.has(group))) return interests;
  const found = index.phraseConcepts.findIn(text.toLowerCase());
  const groups = KPOP_GROUPS.filter((group) => found.has(group));
  return [
    ...interests,
    ...groups.map((group): InterestReading => ({ phrase: conceptLabel(group), concepts: [group], stems: [], broader: [] })),
  ];
}
