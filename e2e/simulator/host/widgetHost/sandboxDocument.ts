/** Asks the simulator's sandbox origin to serve a widget document, and keeps its globals current for reloads. */
import type { OpenAiGlobals } from "@gift-finder/shared";
import type { SandboxDocumentRequest, SandboxDocumentResponse } from "../../shared/sandboxProtocol.ts";

export async function createSandboxDocument(request: SandboxDocumentRequest): Promise<SandboxDocumentResponse> {
  const response = await fetch("/widgets", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(request),
  });
  if (!response.ok) throw new Error(`the sandbox refused the widget document: ${response.status} ${await response.text()}`);
  return (await response.json()) as SandboxDocumentResponse;
}

export async function updateSandboxGlobals(documentId: string, globals: Partial<OpenAiGlobals>): Promise<void> {
  await fetch(`/widgets/${documentId}/globals`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(globals),
  });
}

export function loadDocument(iframe: HTMLIFrameElement, url: string): Promise<void> {
  return new Promise((resolve) => {
    iframe.addEventListener("load", () => resolve(), { once: true });
    iframe.src = url;
  });
}
