/**
 * One rule of the negation reading: a pattern over the text and the avoid phrases a match yields ("$1" and "$2" for
 * its groups, `LISTED` for each thing a listed group names).
 */
export type NegationRule = readonly [RegExp, ...string[]];

/** Stands for every thing a phrase's list names, each its own avoid phrase. */
export const LISTED = "$list";
