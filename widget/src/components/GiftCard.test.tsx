// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import "../test/dom.ts";
import { GiftCard, type GiftCardProps } from "./GiftCard.tsx";

const gift = { id: "catan", name: "Catan", price: 54.99, category: "board-games" as const, reason: "Loves strategy games." };
const detail = { description: "Trade and build on an island.", url: "https://www.catan.com/", matched: ["board games"] };

function renderCard(overrides: Partial<GiftCardProps> = {}) {
  const props: GiftCardProps = {
    gift,
    detail,
    shortlisted: false,
    detailsAlwaysShown: false,
    canWriteCard: true,
    canOpenLink: true,
    onToggleShortlist: vi.fn(),
    onWriteCard: vi.fn(),
    onOpenLink: vi.fn(),
    ...overrides,
  };
  render(
    <ul>
      <GiftCard {...props} />
    </ul>,
  );
  return props;
}

describe("GiftCard", () => {
  it("shows details on demand inline, and always in fullscreen", () => {
    renderCard();
    const toggle = screen.getByRole("button", { name: "Details" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByText(detail.description)).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByText(detail.description)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Less" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("shows details without a toggle when they are always shown", () => {
    renderCard({ detailsAlwaysShown: true });
    expect(screen.getByText(detail.description)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Details" })).toBeNull();
  });

  it("emits its events with the gift", () => {
    const props = renderCard({ shortlisted: true });
    const star = screen.getByTestId("shortlist-toggle");
    expect(star.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(star);
    fireEvent.click(screen.getByTestId("write-card"));
    fireEvent.click(screen.getByTestId("open-link"));
    expect(props.onToggleShortlist).toHaveBeenCalledWith(gift);
    expect(props.onWriteCard).toHaveBeenCalledWith(gift);
    expect(props.onOpenLink).toHaveBeenCalledWith("https://www.catan.com/");
  });

  it("has no Open link without a url, and no Details without details", () => {
    renderCard({ detail: undefined });
    expect(screen.queryByTestId("open-link")).toBeNull();
    expect(screen.queryByRole("button", { name: "Details" })).toBeNull();
  });
});
