/** The best few candidates by score, ties broken by catalog order, without sorting everything offered. */

export interface Candidate {
  readonly position: number;
  readonly score: number;
  /** How well it matches the person's interests alone (0 when there are none). */
  readonly relevance: number;
  /** Indexes of the interests this item matches above the floor. */
  readonly covers: readonly number[];
}

export class TopCandidates {
  readonly best: Candidate[] = [];
  offered = 0;
  /** The score a candidate must beat once the list is full. */
  bar = -Infinity;
  readonly size: number;

  constructor(size: number) {
    this.size = size;
  }

  /** Counts the offer, and says whether a candidate with this score would make the list. */
  wants(score: number): boolean {
    this.offered++;
    return score > this.bar;
  }

  /** Would a candidate with this score make the list (without counting it as offered)? */
  couldTake(score: number): boolean {
    return score > this.bar;
  }

  /** Call only after `wants` said yes. */
  offer(candidate: Candidate): void {
    const best = this.best;
    let at = best.length;
    while (at > 0 && candidate.score > (best[at - 1] as Candidate).score) at--;
    best.splice(at, 0, candidate);
    if (best.length > this.size) best.pop();
    if (best.length === this.size) this.bar = (best[best.length - 1] as Candidate).score;
  }
}
