import type { DisplayMode, SafeAreaInsets, Theme, WidgetRootState } from "@gift-finder/shared";
import type { CSSProperties, ReactNode } from "react";

export interface WidgetRootProps {
  state: WidgetRootState;
  theme: Theme;
  displayMode: DisplayMode;
  /** The language the text is in (not the number locale). */
  language: string;
  busy?: boolean;
  safeArea?: SafeAreaInsets;
  styleVariables?: Readonly<Record<string, string>>;
  children: ReactNode;
}

/**
 * Inline, the root grows with its content and never scrolls inside: the host sizes the frame from the
 * reported height. Full screen, it fills the frame and scrolls.
 */
export function WidgetRoot({ state, theme, displayMode, language, busy = false, safeArea, styleVariables, children }: WidgetRootProps) {
  const fullscreen = displayMode === "fullscreen";
  const style: CSSProperties & Record<`--${string}`, string> = {
    ...styleVariables,
    "--gf-inset-top": `${safeArea?.top ?? 0}px`,
    "--gf-inset-right": `${safeArea?.right ?? 0}px`,
    "--gf-inset-bottom": `${safeArea?.bottom ?? 0}px`,
    "--gf-inset-left": `${safeArea?.left ?? 0}px`,
  };
  return (
    <div
      className={`gf-root${fullscreen ? " gf-fullscreen" : ""}`}
      data-testid="widget-root"
      data-state={state}
      data-theme={theme}
      data-display-mode={displayMode}
      data-busy={busy}
      aria-busy={busy}
      lang={language}
      style={style}
    >
      {children}
    </div>
  );
}
