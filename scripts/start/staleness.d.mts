/** Types of staleness.mjs, which stays plain JavaScript so `npm start` needs no TypeScript loader. */
export function isStale(repoRoot: string, output: string, inputs: readonly string[]): boolean;
