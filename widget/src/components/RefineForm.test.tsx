// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import "../test/dom.ts";
import { I18nContext, i18nFor } from "../i18n/i18n.ts";
import { RefineForm } from "./RefineForm.tsx";

const field = (name: string) => {
  const input = screen.getByTestId("refine-form").querySelector(`[name="${name}"]`);
  if (!input) throw new Error(`no ${name} field`);
  return input;
};

describe("RefineForm", () => {
  it("submits arguments that pass the tool's own input schema", () => {
    const onSubmit = vi.fn();
    render(<RefineForm initial={{ occasion: "birthday", budget: 100 }} disabled={false} busy={false} onSubmit={onSubmit} />);
    fireEvent.change(field("budget"), { target: { value: "75.5" } });
    fireEvent.change(field("recipient"), { target: { value: "  dad who cooks  " } });
    fireEvent.click(screen.getByTestId("refine-submit"));
    expect(onSubmit).toHaveBeenCalledWith({ occasion: "birthday", budget: 75.5, recipient: "dad who cooks" });
  });

  it("names the bad fields, in the host's language, instead of submitting", () => {
    const onSubmit = vi.fn();
    render(
      <I18nContext.Provider value={i18nFor("de-DE")}>
        <RefineForm initial={{}} disabled={false} busy={false} onSubmit={onSubmit} />
      </I18nContext.Provider>,
    );
    fireEvent.change(field("budget"), { target: { value: "20000" } });
    fireEvent.click(screen.getByTestId("refine-submit"));
    expect(onSubmit).not.toHaveBeenCalled();
    const alert = screen.getByRole("alert").textContent ?? "";
    expect(alert).toContain("Anlass: Wofür ist das Geschenk?");
    expect(alert.replace(/\s/g, " ")).toContain("Budget: ein positiver Betrag bis höchstens 10.000 $.");
  });

  it("is disabled, with a reason, when the host cannot run tools", () => {
    render(<RefineForm initial={{}} disabled busy={false} onSubmit={vi.fn()} />);
    expect(screen.getByTestId("refine-form").querySelector("fieldset")?.disabled).toBe(true);
    expect(screen.getByText(/ask in the chat instead/)).toBeTruthy();
  });
});
