/** The gallery's cases and where its pictures go: one file per state × theme × device × language. */
import { fileURLToPath } from "node:url";
import type { SimulatorQuery } from "../support/simulatorPage.ts";

export const GALLERY_DIR = fileURLToPath(new URL("../../screenshots/", import.meta.url));

export interface GalleryState {
  readonly name: string;
  readonly query: SimulatorQuery;
  /** What to do once the widget shows the state, e.g. open an idea's details. */
  readonly action?: "details" | "refine";
}

export const GALLERY_STATES: readonly GalleryState[] = [
  { name: "inline", query: { mode: "fixtures", fixture: "normal" } },
  { name: "inline-many", query: { mode: "fixtures", fixture: "many" } },
  { name: "fullscreen", query: { mode: "fixtures", fixture: "many", display: "fullscreen" } },
  { name: "fullscreen-details", query: { mode: "fixtures", fixture: "normal", display: "fullscreen" }, action: "details" },
  { name: "fullscreen-refine", query: { mode: "fixtures", fixture: "normal", display: "fullscreen" }, action: "refine" },
  { name: "business-error", query: { mode: "fixtures", fixture: "business-error" } },
  { name: "empty", query: { mode: "fixtures", fixture: "empty" } },
];
export const THEMES = ["light", "dark"] as const;
export const DEVICES = ["desktop", "mobile"] as const;
export const LOCALES = { en: "en-US", de: "de-DE" } as const;

export const fileName = (state: string, theme: string, device: string, language: string) => `${state}-${theme}-${device}-${language}.png`;
