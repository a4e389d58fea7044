/**
 * Events that live sessions turn into notifications. They announce that something changed; results never
 * travel this way. Stateless servers do not listen: they live for one request and have no stream.
 */
import { EventEmitter } from "node:events";
import type { LoggingLevel } from "@modelcontextprotocol/sdk/types.js";

export interface ServerEventMap {
  "catalog-changed": [];
  "tools-changed": [];
  log: [level: LoggingLevel, logger: string, data: Record<string, unknown>];
}

export class ServerEvents extends EventEmitter<ServerEventMap> {
  constructor() {
    super();
    // Every live session listens; the session cap, not this default, bounds how many.
    this.setMaxListeners(0);
  }
}

/** Tools that can be switched on and off while the server runs. */
export class ToolSwitches {
  readonly #enabled = new Set<string>();

  constructor(
    private readonly events: ServerEvents,
    initiallyEnabled: Iterable<string> = [],
  ) {
    for (const name of initiallyEnabled) this.#enabled.add(name);
  }

  isEnabled(name: string): boolean {
    return this.#enabled.has(name);
  }

  /** Returns whether anything changed; a change is announced to live sessions. */
  set(name: string, enabled: boolean): boolean {
    if (this.#enabled.has(name) === enabled) return false;
    if (enabled) this.#enabled.add(name);
    else this.#enabled.delete(name);
    this.events.emit("tools-changed");
    this.events.emit("log", "notice", "tools", { message: `tool ${name} ${enabled ? "enabled" : "disabled"}`, tool: name, enabled });
    return true;
  }
}
