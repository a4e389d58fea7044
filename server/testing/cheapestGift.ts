/** The price of the cheapest gift in the shipped catalog, as the server words it ("$4.99"): what a too-small budget is told. */
import { readFileSync } from "node:fs";

const CATALOG = new URL("../data/catalog.json", import.meta.url);

export function cheapestGiftPrice(): string {
  const { items } = JSON.parse(readFileSync(CATALOG, "utf8")) as { items: { price: number }[] };
  return `$${Math.min(...items.map((item) => item.price)).toFixed(2)}`;
}
