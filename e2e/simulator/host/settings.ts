/**
 * The simulator's settings, read from and written to the page URL, so a link (or a Playwright test)
 * reproduces a host exactly: ?mode=live&api=openai&theme=dark&quirks=late-tool-output&prompt=...
 */
import { DEVICES, type Device, DISPLAY_MODES, type DisplayMode, type SafeAreaInsets, THEMES, type Theme } from "@gift-finder/shared";
import { HOST_APIS, type HostApi } from "../shared/hostApi.ts";
import { FIXTURE_NAMES, type FixtureName } from "./backend/fixtures.ts";
import { HOST_SIZES } from "./hostSizes.ts";
import { HOST_QUIRK_IDS, type HostQuirk } from "./quirks.ts";

export const MODES = ["live", "fixtures"] as const;
export type Mode = (typeof MODES)[number];

export interface SimulatorSettings {
  readonly mode: Mode;
  readonly fixture: FixtureName;
  readonly api: HostApi;
  readonly theme: Theme;
  readonly locale: string;
  readonly displayMode: DisplayMode;
  readonly device: Device;
  readonly maxHeight: number;
  readonly safeArea: SafeAreaInsets;
  readonly quirks: readonly HostQuirk[];
  /** The user's turn to run on load; empty for none. */
  readonly prompt: string;
}

const EXAMPLE_PROMPT = "a birthday gift up to $100 for a friend who loves board games";

const DEFAULT_SETTINGS: SimulatorSettings = {
  mode: "live",
  fixture: "normal",
  api: "mcp-apps",
  theme: "light",
  locale: "en-US",
  displayMode: "inline",
  device: "desktop",
  maxHeight: HOST_SIZES.defaultMaxHeight.value,
  safeArea: { top: 0, right: 0, bottom: 0, left: 0 },
  quirks: [],
  prompt: EXAMPLE_PROMPT,
};

function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T, name: string, problems: string[]): T {
  if (value === null) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  problems.push(`${name}="${value}" is not one of ${allowed.join(", ")}`);
  return fallback;
}

export function readSettings(search: string): { settings: SimulatorSettings; problems: string[] } {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  const d = DEFAULT_SETTINGS;
  const maxHeight = Number(params.get("maxHeight") ?? d.maxHeight);
  const insets = (params.get("safeArea") ?? "").split(",").map(Number);
  const quirks = (params.get("quirks") ?? "").split(",").filter((q) => q.length > 0);
  for (const quirk of quirks)
    if (!(HOST_QUIRK_IDS as string[]).includes(quirk)) problems.push(`quirk "${quirk}" is unknown; known: ${HOST_QUIRK_IDS.join(", ")}`);
  const settings: SimulatorSettings = {
    mode: oneOf(MODES, params.get("mode"), d.mode, "mode", problems),
    fixture: oneOf(FIXTURE_NAMES, params.get("fixture"), d.fixture, "fixture", problems),
    api: oneOf(HOST_APIS, params.get("api"), d.api, "api", problems),
    theme: oneOf(THEMES, params.get("theme"), d.theme, "theme", problems),
    locale: params.get("locale") ?? d.locale,
    displayMode: oneOf(DISPLAY_MODES, params.get("display"), d.displayMode, "display", problems),
    device: oneOf(DEVICES, params.get("device"), d.device, "device", problems),
    maxHeight: Number.isFinite(maxHeight) && maxHeight >= 100 ? maxHeight : d.maxHeight,
    safeArea:
      insets.length === 4 && insets.every((n) => Number.isFinite(n) && n >= 0)
        ? { top: insets[0] ?? 0, right: insets[1] ?? 0, bottom: insets[2] ?? 0, left: insets[3] ?? 0 }
        : d.safeArea,
    quirks: quirks.filter((q): q is HostQuirk => (HOST_QUIRK_IDS as string[]).includes(q)),
    prompt: params.get("prompt") ?? d.prompt,
  };
  return { settings, problems };
}

export function writeSettings(settings: SimulatorSettings): string {
  const params = new URLSearchParams();
  const d = DEFAULT_SETTINGS;
  if (settings.mode !== d.mode) params.set("mode", settings.mode);
  if (settings.mode === "fixtures") params.set("fixture", settings.fixture);
  if (settings.api !== d.api) params.set("api", settings.api);
  if (settings.theme !== d.theme) params.set("theme", settings.theme);
  if (settings.locale !== d.locale) params.set("locale", settings.locale);
  if (settings.displayMode !== d.displayMode) params.set("display", settings.displayMode);
  if (settings.device !== d.device) params.set("device", settings.device);
  if (settings.maxHeight !== d.maxHeight) params.set("maxHeight", String(settings.maxHeight));
  const { top, right, bottom, left } = settings.safeArea;
  if (top || right || bottom || left) params.set("safeArea", [top, right, bottom, left].join(","));
  if (settings.quirks.length > 0) params.set("quirks", settings.quirks.join(","));
  params.set("prompt", settings.prompt);
  return `?${params.toString()}`;
}
