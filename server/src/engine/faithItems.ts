/**
 * A faith is for the person to name: its books, music and objects (a large-type prayer book, a crucifix, a mezuzah,
 * a prayer mat) only for someone who said it, or at its festival or sacrament (a first communion's rosary).
 */
import type { CatalogIndex } from "./catalogIndex.ts";
import { itemsTagged } from "./itemsTagged.ts";

/** Each faith's tag, and the concepts that name it (a festival of it included). */
const FAITHS: readonly (readonly [tag: string, namedBy: readonly string[]])[] = [
  ["catholic", ["catholic", "first-communion"]],
  // Hymns and a church's organ are the Christian faith said: "she played the organ at her church for 50 years".
  ["christian", ["christian", "catholic", "first-communion", "hymns"]],
  ["jewish", ["jewish", "hanukkah", "passover"]],
  ["muslim", ["muslim", "eid", "ramadan"]],
];

export function faithItemsUnsaid(index: CatalogIndex, said: ReadonlySet<string>): Set<number> | undefined {
  const unsaid = FAITHS.filter(([, namedBy]) => !namedBy.some((concept) => said.has(concept))).map(([tag]) => tag);
  if (unsaid.length === 0) return undefined;
  // An item of a faith that is named stays (a menorah tagged jewish for Hanukkah, a Bible tagged christian and catholic).
  const named = itemsTagged(
    index,
    FAITHS.filter(([tag]) => !unsaid.includes(tag)).map(([tag]) => tag),
  );
  // An angel figurine (tagged only "religious") speaks of the Christian faith: no comfort to a friend sitting shiva.
  const otherFaithNamed = unsaid.includes("christian") && FAITHS.some(([tag]) => !unsaid.includes(tag));
  const ofAFaith = otherFaithNamed ? [...unsaid, "religious"] : unsaid;
  const found = new Set([...itemsTagged(index, ofAFaith)].filter((position) => !named.has(position)));
  return found.size > 0 ? found : undefined;
}
