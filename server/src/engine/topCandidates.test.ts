import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Candidate, TopCandidates } from "./topCandidates.ts";

const candidate = (position: number, score: number): Candidate => ({ position, score, relevance: score, covers: [] });

function offerAll(top: TopCandidates, scores: readonly number[]): void {
  scores.forEach((score, position) => {
    if (top.wants(score)) top.offer(candidate(position, score));
  });
}

describe("TopCandidates", () => {
  it("keeps the best few by score, highest first, ties in the order offered", () => {
    const top = new TopCandidates(3);
    offerAll(top, [0.2, 0.5, 0.5, 0.1, 0.9, 0.3]);
    expect(top.best.map((c) => c.position)).toEqual([4, 1, 2]);
    expect(top.offered).toBe(6);
  });

  it("takes anything until full, then only a score above the lowest kept", () => {
    const top = new TopCandidates(2);
    expect(top.couldTake(-5)).toBe(true);
    offerAll(top, [0.4, 0.6]);
    expect(top.bar).toBe(0.4);
    expect(top.couldTake(0.4)).toBe(false);
    expect(top.couldTake(0.41)).toBe(true);
    expect(top.wants(0.4)).toBe(false);
    expect(top.offered).toBe(3);
    top.offer(candidate(9, 0.5));
    expect(top.best.map((c) => c.position)).toEqual([1, 9]);
    expect(top.bar).toBe(0.5);
  });

  it("counts offers only through wants", () => {
    const top = new TopCandidates(2);
    top.couldTake(1);
    top.couldTake(2);
    expect(top.offered).toBe(0);
    expect(top.bar).toBe(-Infinity);
    top.offer(candidate(0, 1));
    expect(top.bar).toBe(-Infinity);
  });

  it("keeps each interest's own best beside the overall best, so a broad love cannot crowd out another", () => {
    const top = new TopCandidates(3, 2);
    // Five books for "reading" (interest 0) outscore two plants for "houseplants" (interest 1).
    const offers: Candidate[] = [
      { position: 0, score: 0.9, relevance: 0.5, covers: [0] },
      { position: 1, score: 0.8, relevance: 0.5, covers: [0] },
      { position: 2, score: 0.5, relevance: 0.7, covers: [1] },
      { position: 3, score: 0.85, relevance: 0.5, covers: [0] },
      { position: 4, score: 0.4, relevance: 0.7, covers: [1] },
      { position: 5, score: 0.3, relevance: 0.7, covers: [1] },
      { position: 6, score: 0.7, relevance: 0.5, covers: [0] },
    ];
    for (const offer of offers) if (top.wants(offer.score, offer.covers)) top.offer(offer);
    expect(top.best.map((c) => c.position)).toEqual([0, 3, 1, 2, 4]);
    expect(top.bar).toBe(0.8);
    // Without the reserve, the plants are gone.
    const plain = new TopCandidates(3);
    for (const offer of offers) if (plain.wants(offer.score, offer.covers)) plain.offer(offer);
    expect(plain.best.map((c) => c.position)).toEqual([0, 3, 1]);
  });

  it("turns a score down before its interests are known only when no list, overall or an interest's own, would keep it", () => {
    const top = new TopCandidates(1, 1, 2);
    expect(top.couldTakeAny(0.1)).toBe(true);
    top.offer({ position: 0, score: 0.9, relevance: 0.5, covers: [0] });
    // The overall list and interest 0's are full at 0.9; interest 1 has nothing yet, so anything may still join it.
    expect(top.couldTakeAny(0.5)).toBe(true);
    top.offer({ position: 1, score: 0.4, relevance: 0.7, covers: [1] });
    expect(top.couldTakeAny(0.4)).toBe(false);
    expect(top.couldTakeAny(0.41)).toBe(true);
    expect(top.couldTakeAny(0.95)).toBe(true);
    // A score turned down is still counted as offered, as `wants` counts it.
    const offered = top.offered;
    top.passOver();
    expect(top.offered).toBe(offered + 1);
    expect(new TopCandidates(1).couldTakeAny(-5)).toBe(true);
  });

  it("keeps the same list whatever order the candidates come in, the earlier in the catalog winning a tie", () => {
    // Few distinct scores, so that ties are common.
    const scores = fc.array(
      fc.integer({ min: 0, max: 4 }).map((score) => score / 4),
      { minLength: 1, maxLength: 40 },
    );
    fc.assert(
      fc.property(scores, fc.integer({ min: 1, max: 6 }), (all, size) => {
        const inOrder = new TopCandidates(size);
        offerAll(inOrder, all);
        const backwards = new TopCandidates(size);
        for (let position = all.length - 1; position >= 0; position--) {
          const score = all[position] as number;
          if (backwards.wants(score, [], position)) backwards.offer(candidate(position, score));
        }
        const expected = all
          .map((score, position) => ({ score, position }))
          .sort((a, b) => b.score - a.score || a.position - b.position)
          .slice(0, size)
          .map((kept) => kept.position);
        expect(inOrder.best.map((kept) => kept.position)).toEqual(expected);
        expect(backwards.best.map((kept) => kept.position)).toEqual(expected);
        expect(backwards.offered).toBe(inOrder.offered);
      }),
    );
  });
});
