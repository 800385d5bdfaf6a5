/** Per-key monthly lookup budget. Months are calendar months in UTC. */
export type ConsumeOutcome =
  | { ok: true; used: number; remaining: number }
  | { ok: false; retryAfterSeconds: number };

interface Usage {
  month: string;
  used: number;
}

function monthOf(date: Date): string {
  return `${date.getUTCFullYear()}-${date.getUTCMonth() + 1}`;
}

/** Whole seconds from `now` until 00:00 UTC on the first day of the next month (at least 1). */
export function secondsUntilNextUtcMonth(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** Seconds in the UTC calendar month of `now`: the window of the monthly quota. */
export function secondsInUtcMonth(now: Date): number {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return (next - start) / 1000;
}

export class BudgetLedger {
  private readonly usage = new Map<string, Usage>();

  constructor(
    private limit: number,
    private readonly now: () => Date,
  ) {}

  get monthlyBudget(): number {
    return this.limit;
  }

  set monthlyBudget(limit: number) {
    this.limit = limit;
  }

  used(key: string): number {
    const usage = this.usage.get(key);
    return usage && usage.month === monthOf(this.now()) ? usage.used : 0;
  }

  setUsed(key: string, used: number): void {
    this.usage.set(key, { month: monthOf(this.now()), used });
  }

  /** Bills one lookup, or refuses with the seconds until the budget renews. */
  tryConsume(key: string): ConsumeOutcome {
    const now = this.now();
    const used = this.used(key);
    if (used >= this.limit) return { ok: false, retryAfterSeconds: secondsUntilNextUtcMonth(now) };
    this.usage.set(key, { month: monthOf(now), used: used + 1 });
    return { ok: true, used: used + 1, remaining: this.limit - used - 1 };
  }

  /**
   * What is left, in the rate-limit fields of the IETF draft (draft-ietf-httpapi-ratelimit-headers,
   * the separate-field form): the month's quota, what remains of it, seconds until it renews, and
   * the policy with its window (the calendar month, in seconds).
   */
  rateLimitHeaders(remaining: number): Record<string, string> {
    const now = this.now();
    return {
      'RateLimit-Limit': String(this.limit),
      'RateLimit-Remaining': String(Math.min(this.limit, Math.max(0, remaining))),
      'RateLimit-Reset': String(secondsUntilNextUtcMonth(now)),
      'RateLimit-Policy': `${this.limit};w=${secondsInUtcMonth(now)}`,
    };
  }

  retryAfterSeconds(): number {
    return secondsUntilNextUtcMonth(this.now());
  }

  reset(): void {
    this.usage.clear();
  }
}
