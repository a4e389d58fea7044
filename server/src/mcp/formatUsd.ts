/** Dollar amounts as the tools write them for the model: "$54.99", "$100.00". */
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export const formatUsd = (amount: number) => usd.format(amount);
