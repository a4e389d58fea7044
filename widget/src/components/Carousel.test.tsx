// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import "../test/dom.ts";
import { Carousel } from "./Carousel.tsx";
import { GiftCard } from "./GiftCard.tsx";

const gifts = ["aa", "bb", "cc"].map((id, i) => ({ id, name: `Gift ${id}`, price: 10 + i, category: "books" as const, reason: "" }));

describe("Carousel", () => {
  it("is a labelled list; arrow keys, Home and End move between cards, also from a card's button", () => {
    render(
      <Carousel count={gifts.length}>
        {gifts.map((gift) => (
          <GiftCard key={gift.id} gift={gift} shortlisted={false} secondary={null} onToggleShortlist={vi.fn()} />
        ))}
      </Carousel>,
    );
    expect(screen.getByRole("region", { name: "Gift ideas" }).getAttribute("aria-roledescription")).toBe("carousel");
    const cards = screen.getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    const firstButton = screen.getAllByTestId("shortlist-toggle")[0] as HTMLElement;
    firstButton.focus();
    fireEvent.keyDown(firstButton, { key: "ArrowRight" });
    expect(document.activeElement).toBe(cards[1]);
    fireEvent.keyDown(cards[1] as HTMLElement, { key: "End" });
    expect(document.activeElement).toBe(cards[2]);
    fireEvent.keyDown(cards[2] as HTMLElement, { key: "ArrowRight" });
    expect(document.activeElement).toBe(cards[2]);
    fireEvent.keyDown(cards[2] as HTMLElement, { key: "ArrowLeft" });
    expect(document.activeElement).toBe(cards[1]);
    fireEvent.keyDown(cards[1] as HTMLElement, { key: "Home" });
    expect(document.activeElement).toBe(cards[0]);
  });
});
