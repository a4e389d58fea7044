/**
 * Imported by every DOM test: Testing Library only cleans up on its own when Vitest globals are enabled,
 * and this repo's config does not enable them.
 */
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
});

export function rootOf(container: ParentNode = document): HTMLElement {
  const root = container.querySelector<HTMLElement>('[data-testid="widget-root"]');
  if (!root) throw new Error("widget-root is not rendered");
  return root;
}
