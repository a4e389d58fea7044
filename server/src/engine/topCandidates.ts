/**
 * The best few candidates by score, ties broken by catalog order, without sorting everything offered; and, when
 * asked, the best few of each interest as well, so that a broad love (300 books for "reading") cannot crowd a
 * second one (houseplants) out of the list before diversity gets to owe it a place.
 */

export interface Candidate {
  readonly position: number;
  readonly score: number;
  /** How well it matches the person's interests alone (0 when there are none). */
  readonly relevance: number;
  /** Indexes of the interests this item matches above the floor. */
  readonly covers: readonly number[];
}

/**
 * A list of at most `size` candidates, best first (on a tie, the one earlier in the catalog), with the last one a
 * newcomer must beat once it is full. Candidates may be offered in any order: the list comes out the same.
 */
class Ranked {
  readonly kept: Candidate[] = [];
  bar = -Infinity;
  private barPosition = Number.POSITIVE_INFINITY;

  constructor(private readonly size: number) {}

  /** Would a candidate with this score, at this position, be kept? */
  admits(score: number, position: number): boolean {
    return score > this.bar || (score === this.bar && position < this.barPosition);
  }

  take(candidate: Candidate): void {
    const kept = this.kept;
    // A binary search: in price order each idea tends to beat the last, and a walk from the end crossed the list.
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const other = kept[mid] as Candidate;
      if (other.score > candidate.score || (other.score === candidate.score && other.position < candidate.position)) low = mid + 1;
      else high = mid;
    }
    kept.splice(low, 0, candidate);
    if (kept.length > this.size) kept.pop();
    if (kept.length === this.size) {
      const last = kept[kept.length - 1] as Candidate;
      this.bar = last.score;
      this.barPosition = last.position;
    }
  }
}

export class TopCandidates {
  offered = 0;
  readonly size: number;
  private readonly overall: Ranked;
  private readonly perInterest: Ranked[] = [];
  private merged: Candidate[] | undefined;

  /**
   * `interestShare`: how many of each interest's own best are kept besides the overall best (0 for none), of
   * `interests` interests.
   */
  constructor(
    size: number,
    private readonly interestShare = 0,
    private readonly interests = 0,
  ) {
    this.size = size;
    this.overall = new Ranked(size);
  }

  /** The score a candidate must beat to make the overall list once it is full. */
  get bar(): number {
    return this.overall.bar;
  }

  /** The overall best, then any interest's own best that did not make it, all by score (catalog order on ties). */
  get best(): Candidate[] {
    if (this.merged) return this.merged;
    if (this.perInterest.length === 0) return (this.merged = this.overall.kept);
    const seen = new Set<number>();
    const all: Candidate[] = [];
    for (const list of [this.overall, ...this.perInterest])
      for (const candidate of list?.kept ?? [])
        if (!seen.has(candidate.position)) {
          seen.add(candidate.position);
          all.push(candidate);
        }
    return (this.merged = all.sort((a, b) => b.score - a.score || a.position - b.position));
  }

  /**
   * Counts the offer, and says whether a candidate with this score (matching these interests, at this position:
   * by default after every other) would be kept.
   */
  wants(score: number, covers: readonly number[] = [], position = Number.POSITIVE_INFINITY): boolean {
    this.offered++;
    return this.couldTake(score, covers, position);
  }

  /** Counts an offer that `couldTakeAny` already turned down. */
  passOver(): void {
    this.offered++;
  }

  /**
   * Could a candidate with this score be kept, whichever interests it matches? When not, neither could any lower
   * score, so a candidate need not be scored further (most of the items offered for a broad love).
   */
  couldTakeAny(score: number, position = Number.POSITIVE_INFINITY): boolean {
    if (this.overall.admits(score, position)) return true;
    if (this.interestShare === 0) return false;
    // Not told how many interests there are: any of them might still take it.
    if (this.interests === 0) return true;
    for (let i = 0; i < this.interests; i++) if (this.perInterest[i]?.admits(score, position) ?? true) return true;
    return false;
  }

  /** Would a candidate with this score be kept (without counting it as offered)? */
  couldTake(score: number, covers: readonly number[] = [], position = Number.POSITIVE_INFINITY): boolean {
    return (
      this.overall.admits(score, position) ||
      (this.interestShare > 0 && covers.some((i) => this.perInterest[i]?.admits(score, position) ?? true))
    );
  }

  /** Call only after `wants` said yes. */
  offer(candidate: Candidate): void {
    this.merged = undefined;
    if (this.overall.admits(candidate.score, candidate.position)) this.overall.take(candidate);
    if (this.interestShare === 0) return;
    for (const i of candidate.covers) {
      const list = (this.perInterest[i] ??= new Ranked(this.interestShare));
      if (list.admits(candidate.score, candidate.position)) list.take(candidate);
    }
  }
}
