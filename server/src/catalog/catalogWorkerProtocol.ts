/** The messages a catalog worker sends back to the thread that serves requests. */
/** Items per message: each costs the receiving thread a few milliseconds to parse. */
export const CATALOG_CHUNK_ITEMS = 1000;

/**
 * Items travel as JSON text, not as cloned objects: objects rebuilt by the structured clone are slow to read
 * (sorting 100k of them took over a second, ten times more than parsed ones), and every query reads them.
 */
export type CatalogWorkerMessage =
  | { readonly kind: "items"; readonly json: string }
  | { readonly kind: "done"; readonly count: number }
  | { readonly kind: "rejected"; readonly message: string };
