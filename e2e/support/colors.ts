/** Reads computed colours, so a theme test asserts what is painted rather than which class is set. */
import type { Locator } from "@playwright/test";

export interface PaintedColors {
  /** The first non-transparent background at or above the element. */
  readonly background: string;
  readonly text: string;
}

export async function paintedColors(element: Locator): Promise<PaintedColors> {
  return element.evaluate((node) => {
    let current: Element | null = node;
    let background = "rgba(0, 0, 0, 0)";
    while (current) {
      const color = getComputedStyle(current).backgroundColor;
      if (color !== "rgba(0, 0, 0, 0)" && color !== "transparent") {
        background = color;
        break;
      }
      current = current.parentElement;
    }
    return { background, text: getComputedStyle(node).color };
  });
}

/** WCAG relative luminance of a CSS rgb()/rgba() colour, 0 (black) to 1 (white). */
export function luminance(cssColor: string): number {
  const channels =
    /rgba?\(([^)]+)\)/
      .exec(cssColor)?.[1]
      ?.split(",")
      .map((part) => Number.parseFloat(part)) ?? [];
  const [r = 0, g = 0, b = 0] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
