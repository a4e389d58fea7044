// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import "../test/dom.ts";
import { I18nContext, i18nFor } from "../i18n/i18n.ts";
import { GiftCard, type GiftCardProps } from "./GiftCard.tsx";

const gift = { id: "catan", name: "Catan", price: 54.99, category: "board-games" as const, reason: "Loves strategy games." };
const detail = { description: "Trade and build on an island.", url: "https://www.catan.com/", matched: ["board games"] };

function renderCard(overrides: Partial<GiftCardProps> = {}, locale = "en-US") {
  const props: GiftCardProps = { gift, detail, shortlisted: false, secondary: null, onToggleShortlist: vi.fn(), ...overrides };
  render(
    <I18nContext.Provider value={i18nFor(locale)}>
      <ul>
        <GiftCard {...props} />
      </ul>
    </I18nContext.Provider>,
  );
  return props;
}

describe("GiftCard", () => {
  it("shows a picture, the name, the price, the category and the reason, and no emoji", () => {
    renderCard();
    expect(screen.getByTestId("gift-name").textContent).toBe("Catan");
    expect(screen.getByTestId("gift-price").textContent).toBe("$54.99");
    expect(screen.getByText("Board games")).toBeTruthy();
    expect(screen.getByText("Loves strategy games.")).toBeTruthy();
    expect(screen.getByTestId("category-illustration").querySelector("svg")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it("shows the catalog's photo, with a text alternative, where there is one", () => {
    renderCard({ detail: { ...detail, image: "https://images.example/catan.jpg" } });
    const photo = screen.getByRole("img", { name: "Photo of Catan" });
    expect(photo.getAttribute("src")).toBe("https://images.example/catan.jpg");
    expect(screen.queryByTestId("category-illustration")).toBeNull();
  });

  it("falls back to the illustration for a photo that fails to load or is not https", () => {
    renderCard({ detail: { ...detail, image: "http://insecure.example/catan.jpg" } });
    expect(screen.getByTestId("category-illustration")).toBeTruthy();
  });

  it("has at most two actions: Shortlist (primary) and one more", () => {
    const onDetails = vi.fn();
    const props = renderCard({ shortlisted: true, secondary: { kind: "details", onDetails } });
    expect(screen.getAllByRole("button")).toHaveLength(2);
    const star = screen.getByTestId("shortlist-toggle");
    expect(star.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(star);
    fireEvent.click(screen.getByRole("button", { name: "Details of Catan" }));
    expect(props.onToggleShortlist).toHaveBeenCalledWith(gift);
    expect(onDetails).toHaveBeenCalledWith(gift);
  });

  it("offers the shop link as the second action where there are no details to open", () => {
    const onOpenLink = vi.fn();
    renderCard({ secondary: { kind: "open", onOpenLink } });
    fireEvent.click(screen.getByTestId("open-link"));
    expect(onOpenLink).toHaveBeenCalledWith("https://www.catan.com/");
  });

  it("speaks German for a German host", () => {
    renderCard({}, "de-DE");
    expect(screen.getByText("Brettspiele")).toBeTruthy();
    expect(screen.getByTestId("gift-price").textContent?.replace(/\s/g, " ")).toBe("54,99 $");
    expect(screen.getByTestId("shortlist-toggle").textContent).toBe("Merken");
  });
});
