/**
 * A widget instance is one tool call's widget in one conversation turn. Its id must come out the same when
 * the page reloads the same conversation, as ChatGPT restores a message's widget state after a reload.
 */
export function widgetInstanceId(parts: readonly unknown[]): string {
  // FNV-1a: short, stable, no crypto needed.
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(parts)) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `widget-${hash.toString(16).padStart(8, "0")}`;
}

const STATE_PREFIX = "gift-finder-simulator:widget-state:";

/** The host's own store of `window.openai` widget state, per instance, kept across page reloads. */
export const savedWidgetStates = {
  read(instanceId: string): unknown {
    const raw = localStorage.getItem(STATE_PREFIX + instanceId);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  },
  write(instanceId: string, state: unknown): void {
    localStorage.setItem(STATE_PREFIX + instanceId, JSON.stringify(state ?? null));
  },
};
