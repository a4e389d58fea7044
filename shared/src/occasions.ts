/** Occasions the engine knows by name. Free text is accepted too; it is matched to these by the engine. */
export const OCCASIONS = [
  "birthday",
  "anniversary",
  "wedding",
  "graduation",
  "holiday",
  "housewarming",
  "baby-shower",
  "retirement",
  "thank-you",
  "valentines",
  "mothers-day",
  "fathers-day",
  "new-job",
  "get-well",
  "farewell",
  "just-because",
  "sympathy",
] as const;

export type Occasion = (typeof OCCASIONS)[number];
