/**
 * The widget documents the sandbox origin serves, one per mounted widget. A document outlives a reload of
 * its iframe (the same URL is served again, with the latest globals), so its state stays current.
 */
import { randomUUID } from "node:crypto";
import type { OpenAiGlobals } from "@gift-finder/shared";
import type { RuntimeConfig } from "../shared/sandboxProtocol.ts";

export interface SandboxDocument {
  readonly id: string;
  readonly html: string;
  readonly contentSecurityPolicy: string | null;
  runtime: RuntimeConfig;
}

/** Enough for a long preview session; the oldest go first. */
const MAX_DOCUMENTS = 200;

export class SandboxDocuments {
  readonly #documents = new Map<string, SandboxDocument>();

  add(html: string, contentSecurityPolicy: string | null, runtime: RuntimeConfig): SandboxDocument {
    const document: SandboxDocument = { id: randomUUID(), html, contentSecurityPolicy, runtime };
    this.#documents.set(document.id, document);
    for (const id of this.#documents.keys()) {
      if (this.#documents.size <= MAX_DOCUMENTS) break;
      this.#documents.delete(id);
    }
    return document;
  }

  get(id: string): SandboxDocument | undefined {
    return this.#documents.get(id);
  }

  updateGlobals(id: string, globals: Partial<OpenAiGlobals>): boolean {
    const document = this.#documents.get(id);
    if (!document?.runtime.globals) return false;
    document.runtime = { ...document.runtime, globals: { ...document.runtime.globals, ...globals } };
    return true;
  }
}
