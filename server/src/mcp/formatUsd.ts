/**
 * Dollar amounts as the tools write them for the model: "$54.99", "$1,250.00", exactly as Intl's en-US currency
 * format writes them. Prices and budgets are written by hand: creating the Intl formatter loads ICU's locale
 * data, about 15 ms of CPU on a start that has about 200 to spend, and formatting through it costs far more than
 * this. Anything unusual (negative, not finite, in exponent notation, beyond a trillion) still goes to Intl.
 */
let intlUsd: Intl.NumberFormat | undefined;
const viaIntl = (amount: number): string => {
  intlUsd ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
  return intlUsd.format(amount);
};

const GROUPS_OF_THREE = /\B(?=(\d{3})+$)/g;

/**
 * Intl rounds the shortest decimal that reads back as the number (what `String` writes) half away from zero,
 * so this rounds that same decimal text, not the binary value (`toFixed` would write 1.005 as "1.00").
 */
function byHand(amount: number): string | undefined {
  if (!(amount >= 0 && amount < 1e12)) return undefined;
  const text = String(amount);
  if (text.includes("e")) return undefined;
  const [whole = "0", fraction = ""] = text.split(".");
  let cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, "0"));
  if (fraction.charCodeAt(2) >= 53 /* "5" */) cents += 1;
  const dollars = String(Math.floor(cents / 100)).replace(GROUPS_OF_THREE, ",");
  return `$${dollars}.${String(cents % 100).padStart(2, "0")}`;
}

/** Negative zero too is "$0.00" (`String(-0)` is "0"), where Intl would write "-$0.00". */
export const formatUsd = (amount: number): string => byHand(amount) ?? viaIntl(amount);
