// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "./App.tsx";
import { FIXTURES } from "./dev/fixtures.ts";
import type { HostSnapshot } from "./host/hostAdapter.ts";
import { rootOf } from "./test/dom.ts";
import { createFakeAdapter, NO_CAPABILITIES, toolOutput } from "./test/fakeAdapter.ts";

const normal = { toolInput: { ...FIXTURES.normal.arguments }, toolOutput: toolOutput(FIXTURES.normal.result) };

function renderWith(initial: Partial<HostSnapshot>) {
  const fake = createFakeAdapter(initial);
  const view = render(<App adapter={fake.adapter} />);
  return { ...fake, ...view, root: () => rootOf(view.container) };
}

const cards = () => screen.queryAllByTestId("gift-card");
const card = (id: string) => {
  const found = cards().find((element) => element.dataset.giftId === id);
  if (!found) throw new Error(`no card ${id}`);
  return within(found);
};

const refineField = (name: string) => {
  const input = screen.getByTestId("refine-form").querySelector(`[name="${name}"]`);
  if (!input) throw new Error(`no ${name} field`);
  return input;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("states", () => {
  it("explains that there is no host instead of rendering a blank page", () => {
    const { container } = render(<App adapter={null} />);
    expect(rootOf(container).dataset.state).toBe("no-host");
    expect(screen.getByText(/needs a chat host/i)).toBeTruthy();
  });

  it("waits for the tool call while the host is connected but silent", () => {
    const { root } = renderWith({});
    expect(root().dataset.state).toBe("waiting");
  });

  it("shows no-host with the reason when the host never answers the handshake", () => {
    const { root } = renderWith({ connection: "unavailable", connectionError: "ui/initialize got no answer within 10000 ms" });
    expect(root().dataset.state).toBe("no-host");
    expect(screen.getByText(/ui\/initialize got no answer/)).toBeTruthy();
  });

  it("shows the query while pending, then the ideas when the result arrives late", () => {
    const { root, update } = renderWith({ toolInput: normal.toolInput });
    expect(root().dataset.state).toBe("pending");
    expect(screen.getByTestId("query-summary").textContent).toBe("Birthday · $100 · friend who loves board games");
    act(() => update({ toolOutput: normal.toolOutput }));
    expect(root().dataset.state).toBe("results");
    expect(cards()).toHaveLength(6);
  });

  it("renders each idea inline with picture, name, locale price, category and reason, and at most two actions", () => {
    renderWith(normal);
    const catan = cards()[0];
    expect(catan?.dataset.giftId).toBe("catan");
    expect(card("catan").getByTestId("gift-name").textContent).toBe("Catan");
    expect(card("catan").getByTestId("gift-price").textContent).toBe("$54.99");
    expect(card("catan").getByText("Board games")).toBeTruthy();
    expect(card("catan").getByTestId("category-illustration")).toBeTruthy();
    expect(
      card("catan")
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Shortlist", "Details"]);
    expect(screen.getByTestId("widget-root").textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(screen.queryAllByRole("textbox")).toHaveLength(0);
    expect(screen.queryAllByRole("combobox")).toHaveLength(0);
  });

  it("offers the shop link as the second action inline where the host has no full screen", () => {
    renderWith({ ...normal, availableDisplayModes: ["inline"] });
    expect(card("catan").queryByTestId("details")).toBeNull();
    expect(card("catan").queryByTestId("open-link")).not.toBeNull();
    expect(card("codenames").queryByTestId("open-link")).toBeNull();
  });

  it("shows the understood reading as chips above the ideas", () => {
    renderWith(normal);
    const chips = within(screen.getByRole("list", { name: "What I understood" })).getAllByRole("listitem");
    expect(chips.map((chip) => chip.textContent)).toEqual(["For: friend", "Likes: board games"]);
  });

  it("formats prices for the host locale", () => {
    renderWith({ ...normal, locale: "de-DE" });
    expect(card("catan").getByTestId("gift-price").textContent?.replace(/\s/g, " ")).toBe("54,99 $");
    expect(card("wingspan").getByTestId("gift-price").textContent?.replace(/\s/g, " ")).toBe("65 $");
  });

  it("speaks German for a German host locale", () => {
    const { root } = renderWith({ ...normal, locale: "de-AT" });
    expect(root().lang).toBe("de");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Geschenkideen");
    expect(screen.getByTestId("query-summary").textContent?.replace(/\s/g, " ")).toBe("Geburtstag · $ 100 · friend who loves board games");
    expect(
      card("catan")
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Merken", "Details"]);
    expect(screen.getByTestId("more-ideas").textContent).toBe("Weitere Ideen");
  });

  it("shows a business error inline with a way to refine in full screen, and the form there, filled in", async () => {
    const business = FIXTURES["business-error"];
    const { root, adapter } = renderWith({ toolInput: { ...business.arguments }, toolOutput: toolOutput(business.result) });
    expect(root().dataset.state).toBe("business-error");
    expect(screen.getByTestId("error-message").textContent).toMatch(/cheapest idea is Heirloom tomato seed packet at \$5\.49/);
    expect(screen.queryByTestId("refine-form")).toBeNull();
    fireEvent.click(screen.getByTestId("refine-fullscreen"));
    expect(adapter.requestDisplayMode).toHaveBeenCalledWith("fullscreen");
    await waitFor(() => expect(screen.getByTestId("refine-form")).toBeTruthy());
    expect(within(screen.getByTestId("refine-form")).getByRole<HTMLInputElement>("spinbutton").value).toBe("3");
  });

  it("names the wrong fields of a contract-breaking result and logs it", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { root } = renderWith({ toolOutput: toolOutput(FIXTURES["contract-error"].result) });
    expect(root().dataset.state).toBe("contract-error");
    const message = screen.getByTestId("error-message").textContent ?? "";
    expect(message).toContain("gifts.0.price");
    expect(message).toContain("gifts.0.category");
    expect(message).toContain("moreAvailable");
    expect(logged).toHaveBeenCalled();
  });

  it("says so when the host stripped structuredContent, showing the text it did pass", () => {
    const { root } = renderWith({ toolOutput: { content: [{ type: "text", text: "6 gift ideas for birthday." }], isError: false } });
    expect(root().dataset.state).toBe("structured-missing");
    expect(screen.getByText("This host did not pass the structured result")).toBeTruthy();
    expect(screen.getByText("6 gift ideas for birthday.")).toBeTruthy();
  });

  it("shows a cancelled tool call", () => {
    const { root } = renderWith({ toolInput: normal.toolInput, toolCancelled: { reason: "user action" } });
    expect(root().dataset.state).toBe("cancelled");
    expect(screen.getByText(/user action/)).toBeTruthy();
  });

  it("asks for another search when nothing matched: in full screen, with the form there", async () => {
    const { root } = renderWith({ toolOutput: toolOutput(FIXTURES.empty.result) });
    expect(root().dataset.state).toBe("results");
    expect(cards()).toHaveLength(0);
    expect(screen.queryByTestId("refine-form")).toBeNull();
    fireEvent.click(screen.getByTestId("refine-fullscreen"));
    await waitFor(() => expect(screen.getByTestId("refine-form")).toBeTruthy());
  });

  it("renders catalog text as text, never as markup", () => {
    const output = toolOutput(FIXTURES.normal.result);
    const structured = FIXTURES.normal.result.structuredContent as { gifts: { name: string }[] };
    const hostile = {
      ...output,
      structuredContent: { ...structured, gifts: [{ ...structured.gifts[0], name: '<img src=x onerror="alert(1)">' }] },
    };
    const { container } = renderWith({ toolOutput: hostile });
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByTestId("gift-name").textContent).toBe('<img src=x onerror="alert(1)">');
  });

  it("marks the first render that follows a tool result, once", () => {
    const mark = vi.spyOn(performance, "mark");
    const { update } = renderWith({ toolInput: normal.toolInput });
    expect(mark).not.toHaveBeenCalledWith("gift-finder:first-render");
    act(() => update({ toolOutput: normal.toolOutput }));
    act(() => update({ theme: "dark" }));
    expect(mark.mock.calls.filter(([name]) => name === "gift-finder:first-render")).toHaveLength(1);
  });
});

describe("host look and feel", () => {
  it("follows the host theme and applies its style variables", () => {
    const { root, update } = renderWith({ ...normal, theme: "light", styleVariables: { "--color-background-primary": "#fafafa" } });
    expect(root().dataset.theme).toBe("light");
    expect(root().style.getPropertyValue("--color-background-primary")).toBe("#fafafa");
    act(() => update({ theme: "dark" }));
    expect(root().dataset.theme).toBe("dark");
  });

  it("respects the safe area and never limits its own height inline: the host sizes the frame", () => {
    const { root } = renderWith({ ...normal, maxHeight: 480, safeArea: { top: 0, right: 0, bottom: 34, left: 0 } });
    expect(root().style.maxHeight).toBe("");
    expect(root().style.getPropertyValue("--gf-inset-bottom")).toBe("34px");
  });
});

const fullscreen = { ...normal, displayMode: "fullscreen" as const };
const openDetails = async (id: string) => {
  fireEvent.click(card(id).getByTestId("details"));
  await waitFor(() => expect(screen.getByTestId("gift-details").dataset.giftId).toBe(id));
  return within(screen.getByTestId("gift-details"));
};

describe("feature detection", () => {
  it("hides or disables what the host lacks, and calls nothing", () => {
    const { adapter } = renderWith({ ...normal, capabilities: NO_CAPABILITIES });
    expect(screen.queryByTestId("expand")).toBeNull();
    expect(card("catan").queryByTestId("details")).toBeNull();
    expect(card("catan").queryByTestId("open-link")).toBeNull();
    expect(screen.getByTestId<HTMLButtonElement>("more-ideas").disabled).toBe(true);
    fireEvent.click(screen.getByTestId("more-ideas"));
    expect(adapter.callTool).not.toHaveBeenCalled();
    expect(adapter.requestDisplayMode).not.toHaveBeenCalled();
  });

  it("disables writing a card and refining in full screen when the host cannot send or call", async () => {
    const { adapter } = renderWith({ ...fullscreen, capabilities: NO_CAPABILITIES });
    const details = await openDetails("catan");
    expect(details.getByTestId<HTMLButtonElement>("write-card").disabled).toBe(true);
    expect(details.queryByTestId("open-link")).toBeNull();
    fireEvent.click(details.getByTestId("details-back"));
    fireEvent.click(screen.getByTestId("refine-toggle"));
    expect(screen.getByTestId("refine-form").querySelector("fieldset")?.disabled).toBe(true);
    expect(adapter.sendFollowUp).not.toHaveBeenCalled();
  });

  it("keeps the shortlist in the page when the host cannot store it", async () => {
    const { adapter } = renderWith({ ...normal, capabilities: { ...NO_CAPABILITIES } });
    adapter.saveState.mockResolvedValue({ ok: false, error: "Saving widget state is not supported by this host" });
    fireEvent.click(card("catan").getByTestId("shortlist-toggle"));
    expect(card("catan").getByTestId("shortlist-toggle").getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByTestId("shortlist-count").textContent).toBe("1 shortlisted");
    await waitFor(() => expect(screen.getByTestId("notice").textContent).toMatch(/not saved/));
  });
});

describe("shortlist", () => {
  it("stars an idea, saves the state and tells the model a summary", () => {
    const { adapter } = renderWith(normal);
    fireEvent.click(card("catan").getByTestId("shortlist-toggle"));
    fireEvent.click(card("azul").getByTestId("shortlist-toggle"));
    expect(screen.getByTestId("shortlist-count").textContent).toBe("2 shortlisted");
    expect(card("azul").getByTestId("shortlist-toggle").getAttribute("aria-pressed")).toBe("true");
    expect(adapter.saveState).toHaveBeenLastCalledWith(
      expect.objectContaining({
        shortlist: [
          { id: "catan", name: "Catan", price: 54.99 },
          { id: "azul", name: "Azul", price: 39.99 },
        ],
        view: { sort: "relevance" },
      }),
      "Shortlisted: Catan ($54.99), Azul ($39.99)",
    );
    fireEvent.click(card("catan").getByTestId("shortlist-toggle"));
    expect(screen.getByTestId("shortlist-count").textContent).toBe("1 shortlisted");
  });

  it("restores the stored shortlist", () => {
    renderWith({ ...normal, widgetState: { shortlist: [{ id: "wingspan", name: "Wingspan", price: 65 }] } });
    expect(screen.getByTestId("shortlist-count").textContent).toBe("1 shortlisted");
    expect(card("wingspan").getByTestId("shortlist-toggle").getAttribute("aria-pressed")).toBe("true");
  });

  it("ignores stored state that breaks the schema", () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderWith({ ...normal, widgetState: { shortlist: "everything" } });
    expect(screen.queryByTestId("shortlist-count")).toBeNull();
    expect(warned).toHaveBeenCalled();
  });

  it("lists the shortlist in full screen's side panel, where an idea can be removed", () => {
    const { adapter } = renderWith({ ...fullscreen, widgetState: { shortlist: [{ id: "wingspan", name: "Wingspan", price: 65 }] } });
    const panel = within(screen.getByRole("region", { name: "Shortlist" }));
    expect(panel.getByText("Wingspan")).toBeTruthy();
    fireEvent.click(panel.getByRole("button", { name: "Remove Wingspan from the shortlist" }));
    expect(panel.getByText("Star ideas to keep them here.")).toBeTruthy();
    expect(adapter.saveState).toHaveBeenCalled();
  });
});

describe("actions through the host", () => {
  it("opens an idea's details in full screen from its inline card", async () => {
    const { adapter, root } = renderWith(normal);
    const details = await openDetails("wingspan");
    expect(adapter.requestDisplayMode).toHaveBeenCalledWith("fullscreen");
    expect(root().dataset.displayMode).toBe("fullscreen");
    expect(details.getByText(/engine-building game/)).toBeTruthy();
    fireEvent.click(details.getByTestId("details-back"));
    expect(screen.queryByTestId("gift-details")).toBeNull();
    expect(cards()).toHaveLength(6);
  });

  it("asks the model for a card naming the gift and the occasion, from the details", async () => {
    const { adapter } = renderWith(fullscreen);
    fireEvent.click((await openDetails("catan")).getByTestId("write-card"));
    expect(adapter.sendFollowUp).toHaveBeenCalledWith(
      'Write a short, warm birthday card message to go with "Catan" (following the gift_congrats_style prompt).',
    );
    await waitFor(() => expect(screen.getByTestId("notice").textContent).toMatch(/Asked the assistant/));
  });

  it("asks in German for a German host", async () => {
    const { adapter } = renderWith({ ...fullscreen, locale: "de-DE" });
    fireEvent.click((await openDetails("catan")).getByTestId("write-card"));
    expect(adapter.sendFollowUp).toHaveBeenCalledWith(
      "Schreib einen kurzen, herzlichen Kartentext (Anlass: Geburtstag) zu „Catan“ (nach dem Prompt gift_congrats_style).",
    );
  });

  it("opens a link through the host, from the details", async () => {
    const { adapter } = renderWith(fullscreen);
    fireEvent.click((await openDetails("catan")).getByTestId("open-link"));
    expect(adapter.openLink).toHaveBeenCalledWith("https://www.catan.com/");
  });

  it("expands to full screen with the grid, filters and the shortlist panel, and no close control of its own", async () => {
    const { adapter, root } = renderWith(normal);
    expect(screen.queryByTestId("sort-select")).toBeNull();
    fireEvent.click(screen.getByTestId("expand"));
    expect(adapter.requestDisplayMode).toHaveBeenCalledWith("fullscreen");
    await waitFor(() => expect(root().dataset.displayMode).toBe("fullscreen"));
    expect(screen.getByTestId("grid")).toBeTruthy();
    expect(cards()).toHaveLength(6);
    expect(screen.getByTestId("sort-select")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Shortlist" })).toBeTruthy();
    expect(screen.queryByTestId("expand")).toBeNull();
    expect(screen.queryByRole("button", { name: /exit|close/i })).toBeNull();
  });

  it("asks for more ideas excluding those shown; inline shows what is new, full screen shows all", async () => {
    const { adapter, root, update } = renderWith(normal);
    let answer: (value: Awaited<ReturnType<typeof adapter.callTool>>) => void = () => {};
    adapter.callTool.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    fireEvent.click(screen.getByTestId("more-ideas"));
    expect(adapter.callTool).toHaveBeenCalledWith("suggest_gifts", {
      ...FIXTURES.normal.arguments,
      relationship: "friend",
      interests: ["board games"],
      excludeIds: ["catan", "ticket-to-ride", "wingspan", "codenames", "azul", "pandemic"],
    });
    expect(root().dataset.busy).toBe("true");
    await act(async () => answer({ ok: true, value: toolOutput(FIXTURES.many.result) }));
    expect(root().dataset.busy).toBe("false");
    expect(cards().map((element) => element.dataset.giftId)).toEqual([
      "splendor",
      "carcassonne",
      "dixit",
      "7-wonders",
      "exploding-kittens",
      "cascadia",
    ]);
    expect(screen.getByTestId("idea-count").textContent).toBe("6 new · 12 in all");
    expect(screen.queryByTestId("more-ideas")).toBeNull();
    act(() => update({ displayMode: "fullscreen" }));
    expect(cards()).toHaveLength(12);
  });

  it("keeps at least three ideas in the carousel when 'more' brings fewer", async () => {
    const { adapter } = renderWith(normal);
    const many = FIXTURES.many.result.structuredContent as { gifts: unknown[] };
    adapter.callTool.mockResolvedValue({
      ok: true,
      value: toolOutput({ ...FIXTURES.many.result, structuredContent: { ...many, gifts: many.gifts.slice(6, 8) } }),
    });
    fireEvent.click(screen.getByTestId("more-ideas"));
    await waitFor(() => expect(screen.getByTestId("idea-count").textContent).toBe("2 new · 8 in all"));
    expect(cards().map((element) => element.dataset.giftId)).toEqual(["pandemic", "splendor", "carcassonne"]);
  });

  it("keeps the list when there are no more ideas, and says why", async () => {
    const { adapter } = renderWith(normal);
    adapter.callTool.mockResolvedValue({
      ok: true,
      value: { isError: true, content: [{ type: "text", text: "All 6 ideas within $100.00 have been shown already." }] },
    });
    fireEvent.click(screen.getByTestId("more-ideas"));
    await waitFor(() => expect(screen.getByTestId("notice").textContent).toMatch(/have been shown already/));
    expect(cards()).toHaveLength(6);
    expect(screen.queryByTestId("more-ideas")).toBeNull();
  });

  it("refines through callTool in full screen and shows the new ideas", async () => {
    const { adapter, root } = renderWith(fullscreen);
    adapter.callTool.mockResolvedValue({ ok: true, value: toolOutput(FIXTURES.many.result) });
    fireEvent.click(screen.getByTestId("refine-toggle"));
    fireEvent.change(refineField("budget"), { target: { value: "60" } });
    fireEvent.change(refineField("recipient"), { target: { value: "sister" } });
    fireEvent.click(screen.getByTestId("refine-submit"));
    expect(adapter.callTool).toHaveBeenCalledWith("suggest_gifts", { occasion: "birthday", budget: 60, recipient: "sister" });
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(root().dataset.state).toBe("results");
  });

  it("turns a refine that fits nothing into the business-error state", async () => {
    const { adapter, root } = renderWith(fullscreen);
    adapter.callTool.mockResolvedValue({ ok: true, value: toolOutput(FIXTURES["business-error"].result) });
    fireEvent.click(screen.getByTestId("refine-toggle"));
    fireEvent.change(refineField("budget"), { target: { value: "3" } });
    fireEvent.click(screen.getByTestId("refine-submit"));
    await waitFor(() => expect(root().dataset.state).toBe("business-error"));
    expect(screen.getByTestId("refine-form")).toBeTruthy();
  });

  it("keeps the ideas and reports it when the host call fails", async () => {
    const { adapter, root } = renderWith(normal);
    adapter.callTool.mockResolvedValue({ ok: false, error: "tools/call got no answer within 30000 ms" });
    fireEvent.click(screen.getByTestId("more-ideas"));
    await waitFor(() => expect(screen.getByTestId("notice").textContent).toMatch(/no answer within/));
    expect(root().dataset.state).toBe("results");
    expect(cards()).toHaveLength(6);
  });
});

describe("state that survives a reload", () => {
  it("persists the ideas fetched with 'more' and shows the same screen when the widget loads again", async () => {
    const first = renderWith(normal);
    first.adapter.callTool.mockResolvedValue({ ok: true, value: toolOutput(FIXTURES.many.result) });
    fireEvent.click(screen.getByTestId("more-ideas"));
    await waitFor(() => expect(screen.getByTestId("idea-count").textContent).toBe("6 new · 12 in all"));
    fireEvent.click(card("dixit").getByTestId("shortlist-toggle"));
    const [state, summary] = first.adapter.saveState.mock.lastCall ?? [];
    expect(summary).toMatch(
      /^The widget now shows 12 ideas for birthday up to \$100 \(friend who loves board games\): Catan \(\$54\.99\),.* Shortlisted: Dixit \(\$34\.99\)$/,
    );
    const shownBefore = cards().map((element) => element.textContent);
    first.unmount();

    renderWith({ ...normal, widgetState: JSON.parse(JSON.stringify(state)) });
    expect(cards().map((element) => element.textContent)).toEqual(shownBefore);
    expect(screen.getByTestId("idea-count").textContent).toBe("6 new · 12 in all");
    expect(card("dixit").getByTestId("shortlist-toggle").getAttribute("aria-pressed")).toBe("true");
  });

  it("restores the view: the details that were open, and the sort", () => {
    renderWith({ ...fullscreen, widgetState: { shortlist: [], view: { sort: "price-asc", selected: "azul" } } });
    expect(screen.getByTestId("gift-details").dataset.giftId).toBe("azul");
    fireEvent.click(screen.getByTestId("details-back"));
    expect(cards().map((element) => Number(element.dataset.price))).toEqual([19.99, 39.99, 44.99, 54.99, 54.99, 65]);
  });
});

describe("sort and filter", () => {
  const prices = () => cards().map((element) => Number(element.dataset.price));

  it("sorts by price both ways and back to relevance, and saves the choice", () => {
    const { adapter } = renderWith(fullscreen);
    const relevance = prices();
    fireEvent.change(screen.getByTestId("sort-select"), { target: { value: "price-asc" } });
    expect(prices()).toEqual([...relevance].sort((a, b) => a - b));
    fireEvent.change(screen.getByTestId("sort-select"), { target: { value: "price-desc" } });
    expect(prices()).toEqual([...relevance].sort((a, b) => b - a));
    expect(adapter.saveState).toHaveBeenLastCalledWith(
      expect.objectContaining({ shortlist: [], view: { sort: "price-desc" } }),
      "Shortlist is empty.",
    );
    fireEvent.change(screen.getByTestId("sort-select"), { target: { value: "relevance" } });
    expect(prices()).toEqual(relevance);
  });

  it("filters by a maximum price chosen from the prices present, and explains a filter that leaves nothing", () => {
    renderWith(fullscreen);
    const options = [...screen.getByTestId<HTMLSelectElement>("max-price").options].map((option) => option.textContent);
    expect(options).toEqual(["Any price", "Up to $20", "Up to $25", "Up to $30", "Up to $40", "Up to $50"]);
    fireEvent.change(screen.getByTestId("max-price"), { target: { value: "40" } });
    expect(prices()).toEqual([19.99, 39.99]);
    fireEvent.change(screen.getByTestId("max-price"), { target: { value: "" } });
    expect(cards()).toHaveLength(6);
    cleanup();
    renderWith({ ...fullscreen, widgetState: { shortlist: [], view: { sort: "relevance", maxPrice: 5 } } });
    expect(cards()).toHaveLength(0);
    expect(screen.getByText(/No ideas match these filters/)).toBeTruthy();
  });
});
