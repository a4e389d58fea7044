/**
 * Whose relationship the text names: in "my daughter's 2nd grade teacher" the recipient is the teacher, in
 * "my son's girlfriend" the girlfriend. A relationship followed by a possessive only says whose it is.
 */
import { RELATIONSHIPS, type Relationship } from "./relationships.ts";

export interface FoundRelationship {
  readonly relation: Relationship;
  /** Some relationship named says the gift is for a baby ("my coworker, a dad to be"). */
  readonly baby: boolean;
  /** Character spans of every relationship word, so they are not read as interests. */
  readonly spans: readonly { readonly from: number; readonly to: number }[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const PATTERN = new RegExp(
  String.raw`(?<![\p{L}\d])(${Object.keys(RELATIONSHIPS)
    .sort((a, b) => b.length - a.length)
    .map((phrase) => escapeRegExp(phrase).replace(/ /g, String.raw`[\s-]+`))
    .join("|")})(['’]s\b|s['’]|['’](?=\s))?(?![\p{L}\d])`,
  "giu",
);

export function findRelationship(text: string): FoundRelationship | undefined {
  let recipient: Relationship | undefined;
  let lastPossessor: Relationship | undefined;
  const spans: { from: number; to: number }[] = [];
  let baby = false;
  for (const match of text.matchAll(PATTERN)) {
    const key = (match[1] as string).toLowerCase().replace(/[\s-]+/g, " ");
    const relation = RELATIONSHIPS[key];
    if (!relation) continue;
    baby ||= relation.baby === true;
    spans.push({ from: match.index ?? 0, to: (match.index ?? 0) + match[0].length });
    if (match[2]) lastPossessor = relation;
    else recipient ??= relation;
  }
  const relation = recipient ?? lastPossessor;
  return relation ? { relation, spans, baby } : undefined;
}
