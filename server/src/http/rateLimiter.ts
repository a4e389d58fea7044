/**
 * Per-caller rate limit: a token bucket per key. Keys are ChatGPT's anonymous `openai/subject` where sent,
 * else the remote address. The number of tracked callers is capped, oldest first out, so a flood of new
 * keys cannot grow memory without bound.
 */
interface Bucket {
  tokens: number;
  updated: number;
}

export interface RateDecision {
  readonly allowed: boolean;
  /** Whole seconds until one more request would be allowed. */
  readonly retryAfterSeconds: number;
}

export class RateLimiter {
  readonly #buckets = new Map<string, Bucket>();
  readonly #refillPerMs: number;

  constructor(
    readonly perMinute: number,
    readonly burst: number,
    readonly maxCallers = 50_000,
    private readonly now: () => number = Date.now,
  ) {
    this.#refillPerMs = perMinute / 60_000;
  }

  take(key: string): RateDecision {
    const now = this.now();
    let bucket = this.#buckets.get(key);
    if (bucket) {
      this.#buckets.delete(key);
      bucket.tokens = Math.min(this.burst, bucket.tokens + (now - bucket.updated) * this.#refillPerMs);
      bucket.updated = now;
    } else {
      bucket = { tokens: this.burst, updated: now };
      if (this.#buckets.size >= this.maxCallers) {
        const oldest = this.#buckets.keys().next().value;
        if (oldest !== undefined) this.#buckets.delete(oldest);
      }
    }
    // Re-inserted on every use, so the Map's order is least recently used first.
    this.#buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true, retryAfterSeconds: 0 };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / this.#refillPerMs / 1000)) };
  }
}
