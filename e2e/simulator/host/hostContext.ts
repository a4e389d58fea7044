/**
 * What the host tells the widget about its surroundings, in both APIs, from one description of the
 * device, the display mode and the settings: MCP Apps `McpUiHostContext` and ChatGPT's `window.openai` globals.
 */

import { type Device, DISPLAY_MODES, type DisplayMode, type OpenAiGlobals, type SafeAreaInsets, type Theme } from "@gift-finder/shared";
import type { McpUiHostContext, McpUiStyles } from "@modelcontextprotocol/ext-apps/app-bridge";
import { HOST_SIZES } from "./hostSizes.ts";

interface DeviceProfile {
  readonly width: number;
  readonly height: number;
  readonly platform: "mobile" | "web";
  readonly touch: boolean;
  readonly hover: boolean;
}

export const DEVICE_PROFILES: Record<Device, DeviceProfile> = {
  mobile: { width: HOST_SIZES.mobileWidth.value, height: 844, platform: "mobile", touch: true, hover: false },
  tablet: { width: HOST_SIZES.tabletWidth.value, height: 1080, platform: "web", touch: true, hover: false },
  desktop: { width: HOST_SIZES.desktopWidth.value, height: 800, platform: "web", touch: false, hover: true },
};

const CHAT_COLUMN_MAX = HOST_SIZES.chatColumnMax.value;
const CHAT_PADDING = HOST_SIZES.chatPadding.value;
const FULLSCREEN_HEADER = HOST_SIZES.fullscreenHeader.value;
const PIP_MAX_HEIGHT = HOST_SIZES.pipMaxHeight.value;

export interface HostSurroundings {
  readonly theme: Theme;
  readonly locale: string;
  readonly device: Device;
  readonly displayMode: DisplayMode;
  readonly maxHeight: number;
  readonly safeArea: SafeAreaInsets;
}

export interface FrameBox {
  readonly width: number;
  /** Fixed height (fullscreen), or the most the widget may take (inline, pip). */
  readonly height: number;
  readonly fixedHeight: boolean;
}

export function frameBox(s: HostSurroundings): FrameBox {
  const device = DEVICE_PROFILES[s.device];
  const columnWidth = Math.min(device.width - 2 * CHAT_PADDING, CHAT_COLUMN_MAX);
  switch (s.displayMode) {
    case "fullscreen":
      return { width: device.width, height: device.height - FULLSCREEN_HEADER, fixedHeight: true };
    case "pip":
      return { width: columnWidth, height: Math.min(s.maxHeight, PIP_MAX_HEIGHT), fixedHeight: false };
    case "inline":
      return { width: columnWidth, height: s.maxHeight, fixedHeight: false };
  }
}

export interface DisplayModeRequest {
  readonly requested: DisplayMode;
  readonly current: DisplayMode;
  readonly device: Device;
  /**
   * What the view declared in `ui/initialize` (appCapabilities.availableDisplayModes); undefined when it has no
   * way to declare (window.openai alone), where ChatGPT grants any mode.
   */
  readonly declared: readonly DisplayMode[] | undefined;
}

/**
 * The mode a host grants: on phones ChatGPT turns picture-in-picture into fullscreen (R); only modes the view
 * declared are granted (SPEC), so anything else leaves the current mode (a view that declared none stays inline).
 */
export function grantDisplayMode({ requested, current, device, declared }: DisplayModeRequest): DisplayMode {
  const wanted = requested === "pip" && device === "mobile" ? "fullscreen" : requested;
  const allowed = declared === undefined ? DISPLAY_MODES : declared.length > 0 ? declared : ["inline"];
  return allowed.includes(wanted) ? wanted : current;
}

const PALETTES: Record<Theme, Partial<McpUiStyles>> = {
  light: {
    "--color-background-primary": "#ffffff",
    "--color-background-secondary": "#f9f9f9",
    "--color-text-primary": "#0d0d0d",
    "--color-text-secondary": "#5d5d5d",
    "--color-border-primary": "rgba(13, 13, 13, 0.15)",
    "--color-ring-primary": "#0285ff",
  },
  dark: {
    "--color-background-primary": "#212121",
    "--color-background-secondary": "#303030",
    "--color-text-primary": "#ececec",
    "--color-text-secondary": "#b4b4b4",
    "--color-border-primary": "rgba(255, 255, 255, 0.15)",
    "--color-ring-primary": "#48aaff",
  },
};

export function mcpHostContext(s: HostSurroundings): McpUiHostContext {
  const device = DEVICE_PROFILES[s.device];
  const box = frameBox(s);
  return {
    theme: s.theme,
    locale: s.locale,
    timeZone: "UTC",
    displayMode: s.displayMode,
    availableDisplayModes: ["inline", "pip", "fullscreen"],
    containerDimensions: box.fixedHeight ? { width: box.width, height: box.height } : { width: box.width, maxHeight: box.height },
    platform: device.platform,
    deviceCapabilities: { touch: device.touch, hover: device.hover },
    safeAreaInsets: { ...s.safeArea },
    userAgent: "gift-finder-host-simulator/1.0",
    styles: { variables: { ...PALETTES[s.theme], "--font-sans": "ui-sans-serif, -apple-system, system-ui, sans-serif" } as McpUiStyles },
  };
}

export type SurroundingGlobals = Pick<OpenAiGlobals, "theme" | "locale" | "displayMode" | "maxHeight" | "safeArea" | "userAgent">;

export function openAiSurroundings(s: HostSurroundings): SurroundingGlobals {
  const device = DEVICE_PROFILES[s.device];
  return {
    theme: s.theme,
    locale: s.locale,
    displayMode: s.displayMode,
    maxHeight: frameBox(s).height,
    safeArea: { insets: { ...s.safeArea } },
    userAgent: { device: { type: s.device }, capabilities: { hover: device.hover, touch: device.touch } },
  };
}
