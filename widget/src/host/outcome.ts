/** Host calls report failure as values: nothing the host does may throw into the widget. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string };

export const unsupported = (what: string): Promise<Outcome<never>> =>
  Promise.resolve({ ok: false, error: `${what} is not supported by this host` });

export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Runs a host call that may throw, reject or hang, and turns every failure into a value. */
export async function settle<T>(what: string, run: () => Promise<T> | T, timeoutMs: number): Promise<Outcome<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Outcome<T>>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, error: `${what} timed out after ${timeoutMs} ms` }), timeoutMs);
  });
  const attempt = (async (): Promise<Outcome<T>> => {
    try {
      return { ok: true, value: await run() };
    } catch (error) {
      return { ok: false, error: `${what} failed: ${errorText(error)}` };
    }
  })();
  try {
    return await Promise.race([attempt, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
