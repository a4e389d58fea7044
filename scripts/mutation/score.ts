/** Stryker's mutation score: detected mutants over valid ones (compile and runtime errors and ignored ones don't count). */
export type MutantStatus = "Killed" | "Survived" | "NoCoverage" | "Timeout" | "CompileError" | "RuntimeError" | "Ignored" | "Pending";

export interface MutationScore {
  detected: number;
  survived: number;
  noCoverage: number;
  valid: number;
  percent: number;
}

export function scoreOf(statuses: readonly MutantStatus[]): MutationScore {
  const count = (...wanted: MutantStatus[]) => statuses.filter((status) => wanted.includes(status)).length;
  const detected = count("Killed", "Timeout");
  const survived = count("Survived");
  const noCoverage = count("NoCoverage");
  const valid = detected + survived + noCoverage;
  return { detected, survived, noCoverage, valid, percent: valid === 0 ? 100 : (100 * detected) / valid };
}
