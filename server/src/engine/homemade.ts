/**
 * What someone makes themselves is no gift bought ready-made: flies for a man who ties his own, a tin of butter
 * cookies for a boy who bakes cookies every weekend. Tools and supplies for the making stay welcome.
 */
import type { ItemKind } from "@gift-finder/shared";
import type { CatalogIndex } from "./catalogIndex.ts";

const PRODUCTS = String.raw`flies|cookies|cakes|cupcakes|brownies|pies|breads?|loaves|candles|soaps?|jewelry|socks|jams?|pasta|hot\s+sauces?|kombucha|granola|chocolates?|maple\s+syrup|syrup|wine|cheese|salsa|pickles|honey`;
const MAKES_OWN = new RegExp(
  String.raw`\b(?:ties|tie|tying|bakes?|baking|makes?|making|knits?|knitting|sews?|sewing|pours?|pouring|brews?|brewing)\s+(?:(?:his|her|their)\s+)?own\s+(?:[a-z]+\s+){0,2}?(${PRODUCTS})\b|\bbak(?:es|ing|ed)\s+(?:[a-z]+\s+){0,3}?(cookies?|cakes|cupcakes|brownies|pies|breads?|loaves)\b`,
  "gi",
);
/**
 * Things whose maker is a craftsman, whether or not the text says "own": "makes wallets and belts and sells some",
 * "builds his own telescopes", "turns bowls on the lathe". A starter kept alive is one not to buy.
 */
const CRAFTED = String.raw`wallets?|belts?|telescopes?|knives|cutting\s+boards?|bowls|quilts|furniture`;
/** "Knits constantly (sweaters, socks, everything)": what comes off her needles. */
const KNITTED = String.raw`socks|sweaters?|hats?|scarves|scarf|mittens|beanies?`;
const MAKES_CRAFT = new RegExp(
  String.raw`\b(?:makes?|making|builds?|building|turns?|turning|forges?|forging)\s+(?:(?:his|her|their)\s+own\s+)?(${CRAFTED})(?:\s+and\s+(${CRAFTED}))?\b|\b(?:started|makes?|made|keeps?|feeds?|feeding)\s+(?:a|her|his|their)\s+(?:own\s+)?(sourdough\s+starter)\b`,
  "gi",
);
const KNITS = /\b(?:knits?|knitting|crochets?|crocheting)\b([^.;!?]{0,60})/gi;
const KNITTED_THING = new RegExp(String.raw`\b(?:${KNITTED})\b`, "gi");
/** Tags of things for making, which someone who makes it welcomes. */
const FOR_MAKING: ReadonlySet<string> = new Set([
  "baking",
  "fly-tying",
  "crafts",
  "diy",
  "candle-making",
  "soap-making",
  "jewelry-making",
  "knitting",
  "sewing",
  "cooking",
  "kitchen",
  "homebrew",
  "beekeeping",
]);
/** Kinds of item that are the finished thing, whatever they are tagged. */
const FINISHED: ReadonlySet<ItemKind> = new Set(["food", "drink", "chocolate", "candy", "candle", "jewelry", "clothing", "cosmetics"]);

/** Someone who keeps bees has honey of their own, jars of it: "keeps two beehives", "sells the honey". */
const KEEPS_BEES =
  /\b(?:keeps?|keeping|kept|raises?|raising)\s+(?:\w+\s+){0,2}?(?:bees|beehives?|hives)\b|\bhas\s+(?:\w+\s+){0,2}?(?:bees|beehives?)\b|\bbee\s?keep(?:er|ers|ing)\b/i;

/** The things the text says the person makes themselves, as the words the catalog names them by. */
export function readHomemade(text: string): string[] {
  const made = new Set<string>();
  for (const match of text.matchAll(MAKES_OWN))
    made.add(
      ((match[1] ?? match[2]) as string)
        .toLowerCase()
        .replace(/\s+/g, " ")
        .replace(/^cookie$/, "cookies"),
    );
  // "Knives" is named by the catalog as a knife: the plural's "s" alone is what the item search drops.
  for (const match of text.matchAll(MAKES_CRAFT))
    for (const crafted of match.slice(1))
      if (crafted)
        made.add(
          crafted
            .toLowerCase()
            .replace(/\s+/g, " ")
            .replace(/^knives$/, "knife"),
        );
  for (const knitting of text.matchAll(KNITS))
    for (const thing of (knitting[1] as string).matchAll(KNITTED_THING)) made.add(thing[0].toLowerCase());
  if (KEEPS_BEES.test(text)) made.add("honey");
  return [...made];
}

/** The items sold as one of those things made: named so, and either finished goods or nothing for making it. */
export function boughtReadyMade(index: CatalogIndex, products: readonly string[]): number[] | undefined {
  if (products.length === 0) return undefined;
  const named = new RegExp(String.raw`\b(?:${products.map((product) => product.replace(/s$/, "")).join("|")})s?\b`, "i");
  const breaking: number[] = [];
  index.items.forEach((item, position) => {
    if (!named.test(`${item.name} ${item.tags.join(" ")}`)) return;
    const finished = item.is.some((kind) => FINISHED.has(kind));
    if (finished || !item.tags.some((tag) => FOR_MAKING.has(tag))) breaking.push(position);
  });
  return breaking;
}
