/** Dollar amounts as the tools write them for the model: "$54.99", "$100.00". */
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/**
 * Every answer writes a dozen amounts, mostly the same catalog prices again: formatting one through Intl costs
 * far more than looking it up. Bounded, so arbitrary budgets cannot grow it without end.
 */
const formatted = new Map<number, string>();
const MAX_REMEMBERED = 10_000;

export const formatUsd = (amount: number): string => {
  let text = formatted.get(amount);
  if (text === undefined) {
    text = usd.format(amount);
    if (formatted.size >= MAX_REMEMBERED) formatted.clear();
    formatted.set(amount, text);
  }
  return text;
};
