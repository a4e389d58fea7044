// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import "../test/dom.ts";
import { ErrorBoundary } from "./ErrorBoundary.tsx";

function Broken(): never {
  throw new Error("cannot draw this");
}

describe("ErrorBoundary", () => {
  it("shows the failure in the frame instead of a blank page, and recovers on the next key", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { rerender } = render(
      <ErrorBoundary resetKey={1}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("alert").textContent).toContain("cannot draw this");
    rerender(
      <ErrorBoundary resetKey={2}>
        <p>fine again</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("fine again")).toBeTruthy();
    vi.restoreAllMocks();
  });
});
