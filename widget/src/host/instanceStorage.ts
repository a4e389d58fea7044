/**
 * Widget state kept in the view's own localStorage, for hosts without `window.openai.setWidgetState`.
 * Sandboxed frames may deny storage entirely (even reading `window.localStorage` can throw), so every access
 * is guarded and a failure only means the shortlist is not remembered.
 */
import { fingerprint } from "../state/fingerprint.ts";

export interface StateStorage {
  read(key: string): unknown;
  write(key: string, value: unknown): boolean;
}

export function browserStorage(view: Window): StateStorage {
  const storage = (): Storage | undefined => {
    try {
      return view.localStorage;
    } catch {
      return undefined;
    }
  };
  return {
    read(key) {
      try {
        const raw = storage()?.getItem(key);
        return raw == null ? undefined : (JSON.parse(raw) as unknown);
      } catch {
        return undefined;
      }
    },
    write(key, value) {
      try {
        const target = storage();
        target?.setItem(key, JSON.stringify(value));
        return target !== undefined;
      } catch {
        return false;
      }
    },
  };
}

/**
 * One key per widget instance. `toolInfo.id` (the tools/call JSON-RPC id in MCP Apps host context) is not
 * unique across conversations on its own, so the tool arguments are hashed in as well.
 */
export function instanceStorageKey(toolCallId: unknown, toolInput: unknown): string {
  const id = typeof toolCallId === "string" || typeof toolCallId === "number" ? String(toolCallId) : "-";
  return `gift-finder:widget-state:${id}:${fingerprint(toolInput)}`;
}
