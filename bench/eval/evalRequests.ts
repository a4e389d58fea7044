/**
 * The judged request set: one folder per request under `requests/`, holding `request.json` (both forms of the
 * request) and `grades.json` (item id → 0/1/2). One file per request lets several graders work at once.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { SuggestGiftsInput } from "@gift-finder/shared";

export const REQUESTS_DIR = new URL("./requests/", import.meta.url).pathname;

export type RequestKind = "negation" | "misleading" | "indirect" | "non-english";
export type Grade = 0 | 1 | 2;

export interface EvalRequest {
  readonly id: string;
  readonly kinds: readonly RequestKind[];
  /** Looked at only to report, never while tuning. */
  readonly holdout: boolean;
  /** What a host passes when it fills only the classic fields. */
  readonly text: SuggestGiftsInput;
  /** The same request with the fields a careful model fills in English. */
  readonly structured: SuggestGiftsInput;
  /** What the recipient already has (a dog, a garden…), for the prerequisite check. */
  readonly has?: readonly string[];
  readonly grades: Readonly<Record<string, Grade>>;
  readonly folder: string;
}

export function loadEvalRequests(dir: string = REQUESTS_DIR): EvalRequest[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const folder = join(dir, name);
      const request = JSON.parse(readFileSync(join(folder, "request.json"), "utf8")) as Omit<EvalRequest, "grades" | "folder">;
      const grades = JSON.parse(readFileSync(join(folder, "grades.json"), "utf8")) as Record<string, Grade>;
      for (const [id, grade] of Object.entries(grades)) {
        if (grade !== 0 && grade !== 1 && grade !== 2)
          throw new Error(`${name}/grades.json: ${id} has grade ${String(grade)}, expected 0, 1 or 2`);
      }
      return { ...request, grades, folder };
    });
}
