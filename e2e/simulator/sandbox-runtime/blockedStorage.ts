/**
 * Storage as a browser that blocks it for third-party frames shows it (Safari, private windows, cookie
 * phase-out): every access to localStorage, sessionStorage, indexedDB, caches and document.cookie throws a
 * SecurityError. Done inside the frame because the spec's sandbox keeps allow-same-origin, which a real
 * blocked-storage browser keeps too.
 */
const STORAGE_GLOBALS = ["localStorage", "sessionStorage", "indexedDB", "caches"] as const;

function blocked(name: string): never {
  throw new DOMException(`Failed to read the '${name}' property from 'Window': Access is denied for this document.`, "SecurityError");
}

export function blockStorage(): void {
  for (const name of STORAGE_GLOBALS) {
    Object.defineProperty(window, name, { configurable: false, get: () => blocked(name) });
  }
  Object.defineProperty(document, "cookie", {
    configurable: false,
    get: () => blocked("cookie"),
    set: () => blocked("cookie"),
  });
}
