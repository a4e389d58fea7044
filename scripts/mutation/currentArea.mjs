/**
 * The area (from areas.json: the files Stryker mutates, the only tests run against them, and whether its static
 * mutants are skipped) that this Stryker or Vitest process was started for; the runner passes its name in
 * MUTATION_AREA.
 */
import { readFileSync } from "node:fs";

const AREAS = JSON.parse(readFileSync(new URL("./areas.json", import.meta.url), "utf8"));

export function currentArea() {
  const name = process.env.MUTATION_AREA ?? "";
  const area = AREAS[name];
  if (!area) throw new Error(`MUTATION_AREA must be one of ${Object.keys(AREAS).join(", ")}; got "${name}"`);
  return { name, ...area };
}
