/** Ranking figures over graded ideas: precision, nDCG, and the share of answers with any wrong idea. */
import type { Grade } from "./evalRequests.ts";

export const CUTOFF = 6;

export interface AnswerFigures {
  readonly returned: number;
  readonly graded: number;
  readonly good: number;
  readonly wrong: number;
  readonly ungraded: number;
  /** Ideas graded ≥ 1 over graded ideas (NaN when none was graded). */
  readonly precision: number;
  readonly ndcg: number;
}

function dcg(gains: readonly number[]): number {
  return gains.slice(0, CUTOFF).reduce((sum, gain, at) => sum + gain / Math.log2(at + 2), 0);
}

/**
 * `ideal` holds the grades of every graded item that fits the request (within budget), so the ideal ranking is
 * the best six of them. An ungraded returned idea gains nothing: it is never counted as good.
 */
export function answerFigures(
  returnedIds: readonly string[],
  grades: Readonly<Record<string, Grade>>,
  ideal: readonly Grade[],
): AnswerFigures {
  const top = returnedIds.slice(0, CUTOFF);
  const gradesOf = top.map((id) => grades[id]);
  const graded = gradesOf.filter((g): g is Grade => g !== undefined);
  const good = graded.filter((g) => g >= 1).length;
  const idealDcg = dcg([...ideal].sort((a, b) => b - a));
  return {
    returned: top.length,
    graded: graded.length,
    good,
    wrong: graded.filter((g) => g === 0).length,
    ungraded: top.length - graded.length,
    precision: graded.length === 0 ? Number.NaN : good / graded.length,
    ndcg: idealDcg === 0 ? (top.length === 0 ? 1 : 0) : dcg(gradesOf.map((g) => g ?? 0)) / idealDcg,
  };
}

export interface GroupFigures {
  readonly requests: number;
  readonly precision: number;
  readonly strictPrecision: number;
  readonly ndcg: number;
  readonly anyWrong: number;
  readonly unjudgedShare: number;
  readonly meanReturned: number;
}

export function groupFigures(answers: readonly AnswerFigures[]): GroupFigures {
  const sum = (pick: (a: AnswerFigures) => number) => answers.reduce((total, a) => total + pick(a), 0);
  const returned = sum((a) => a.returned);
  const graded = sum((a) => a.graded);
  return {
    requests: answers.length,
    precision: graded === 0 ? Number.NaN : sum((a) => a.good) / graded,
    strictPrecision: returned === 0 ? Number.NaN : sum((a) => a.good) / returned,
    ndcg: answers.length === 0 ? Number.NaN : sum((a) => a.ndcg) / answers.length,
    anyWrong: answers.length === 0 ? Number.NaN : answers.filter((a) => a.wrong > 0).length / answers.length,
    unjudgedShare: returned === 0 ? 0 : sum((a) => a.ungraded) / returned,
    meanReturned: answers.length === 0 ? 0 : returned / answers.length,
  };
}
