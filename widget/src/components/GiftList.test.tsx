// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import "../test/dom.ts";
import { GiftList } from "./GiftList.tsx";

const gifts = ["aa", "bb", "cc"].map((id, i) => ({ id, name: `Gift ${id}`, price: 10 + i, category: "books" as const, reason: "" }));

describe("GiftList", () => {
  it("is a list of list items, and arrow keys, Home and End move between cards", () => {
    render(
      <GiftList
        gifts={gifts}
        details={{}}
        shortlistedIds={new Set()}
        detailsAlwaysShown={false}
        canWriteCard
        canOpenLink
        onToggleShortlist={vi.fn()}
        onWriteCard={vi.fn()}
        onOpenLink={vi.fn()}
      />,
    );
    expect(screen.getByRole("list", { name: "Gift ideas" })).toBeTruthy();
    const cards = screen.getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    const starOfFirst = screen.getAllByTestId("shortlist-toggle")[0];
    starOfFirst?.focus();
    fireEvent.keyDown(starOfFirst as HTMLElement, { key: "ArrowDown" });
    expect(document.activeElement).toBe(cards[1]);
    fireEvent.keyDown(cards[1] as HTMLElement, { key: "End" });
    expect(document.activeElement).toBe(cards[2]);
    fireEvent.keyDown(cards[2] as HTMLElement, { key: "ArrowDown" });
    expect(document.activeElement).toBe(cards[2]);
    fireEvent.keyDown(cards[2] as HTMLElement, { key: "Home" });
    expect(document.activeElement).toBe(cards[0]);
  });
});
