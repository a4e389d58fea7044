/**
 * A baby shower celebrates the baby on the way: a Star Wars novel for the parents' Star Wars nursery was judged
 * wrong there. The books and toys made for grown-ups only, and not for the shower itself (a pregnancy guide is).
 */
import { itemsWhere } from "./itemMemo.ts";

const SHOWER_AUDIENCES = ["baby", "kid", "family"];

export const grownUpThingsAtAShower = itemsWhere(
  (item) =>
    (item.is.includes("book") || item.is.includes("toy")) &&
    item.category !== "baby" &&
    !item.occasions.includes("baby-shower") &&
    !item.audience.some((audience) => SHOWER_AUDIENCES.includes(audience)),
);
