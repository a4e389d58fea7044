/**
 * Turns the catalog worker's JSON chunks into items, a few milliseconds at a time. Node hands a thread every
 * message already queued on a worker's port in one go, so parsing each chunk as it arrived ran all of them back
 * to back: over 100k items the serving thread stalled 1.6-2.7 s and every request waited behind it. Not one
 * chunk per turn either: a turn under load takes 150 ms or more, and 100 turns made the reload 15 s longer.
 */
const SLICE_MS = 20;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function parseChunksInTurns<T>(chunks: readonly string[], sliceMs = SLICE_MS): Promise<T[]> {
  const parsed: T[] = [];
  let sliceStarted = performance.now();
  for (const chunk of chunks) {
    if (performance.now() - sliceStarted >= sliceMs) {
      await nextTurn();
      sliceStarted = performance.now();
    }
    for (const value of JSON.parse(chunk) as T[]) parsed.push(value);
  }
  return parsed;
}
