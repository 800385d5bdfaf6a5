import { DAY_MS } from '@/lib/clock';
import { z } from '@/lib/zod';

// What the service says is left of the key's quota, from whichever rate-limit headers it sends:
// the IETF draft's structured fields (`RateLimit-Policy: "month";q=1000;w=2592000`,
// `RateLimit: "month";r=238;t=86400`), its earlier separate `RateLimit-Limit/-Remaining/-Reset`,
// or `X-RateLimit-*` (reset in delta or epoch seconds). Read leniently. A quota over a short window
// is not the month's; a figure that cannot be true, or whose reset is past, reads as none.

/** A quota over a shorter window than this is a rate limit, not the month's budget. */
const MIN_MONTHLY_WINDOW_S = 28 * 24 * 60 * 60;
/** Longer than any header a service sends; anything longer is not read. */
const MAX_HEADER_CHARS = 512;
/** Epoch seconds from here on (2001-09-09); fewer is a delay in seconds. */
const EPOCH_SECONDS_FROM = 1_000_000_000;
/** A renewal further away than this is not believed. */
const MAX_RESET_MS = 366 * DAY_MS;
/** A monthly quota above this (about 40 lookups a second all month) is a service's bug. */
const MAX_QUOTA = 100_000_000;

export const RateLimitFigureSchema = z
  .object({
    /** The quota of the window. */
    limit: z.int().check(z.positive(), z.lte(MAX_QUOTA)),
    /** What is left of it, 0 … limit. */
    remaining: z.int().check(z.nonnegative()),
    /** Epoch ms when the quota renews; null when the service did not say. */
    resetAt: z.nullable(z.number()),
  })
  .check(z.refine((figure) => figure.remaining <= figure.limit, 'more remaining than the limit'));
export type RateLimitFigure = z.infer<typeof RateLimitFigureSchema>;

/** A whole number as a header writes it; `-3` is read, to be refused as no figure (figureOf). */
function integer(value: string | null | undefined): number | null {
  const text = value?.trim();
  return text !== undefined && /^-?\d{1,15}$/.test(text) ? Number(text) : null;
}

/**
 * A comma-separated list of members with `;key=value` parameters (structured-field lists, leniently),
 * each as its bare item and its parameters (`10;w=60` → "10", {w: "60"}).
 */
function listMembers(value: string) {
  return value.split(',').map((member) => {
    const [item = '', ...rest] = member.split(';');
    const params = new Map<string, string>();
    for (const param of rest) {
      const at = param.indexOf('=');
      if (at > 0) params.set(param.slice(0, at).trim().toLowerCase(), param.slice(at + 1).trim());
    }
    return { item: item.trim(), params };
  });
}

type Headers = Pick<globalThis.Headers, 'get'>;
/** As the headers write them: `reset` and `window` in seconds (`reset` maybe epoch seconds). */
type HeaderFigure = Record<'limit' | 'remaining' | 'reset' | 'window', string | null | undefined>;

function header(headers: Headers, name: string): string | null {
  const value = headers.get(name);
  return value !== null && value.length <= MAX_HEADER_CHARS ? value : null;
}

/** The structured form: policies (`q`, `w`) and their current state (`r`, `t`), matched by name. */
function structured(headers: Headers): HeaderFigure | null {
  const state = header(headers, 'ratelimit');
  const policy = header(headers, 'ratelimit-policy');
  if (state === null || policy === null) return null;
  const policies = listMembers(policy).filter((member) => member.params.has('q'));
  const figures = listMembers(state).flatMap(({ item, params: now }) => {
    const declared = policies.find((candidate) => candidate.item === item)?.params;
    if (!declared || !now.has('r')) return [];
    return [
      { limit: declared.get('q'), remaining: now.get('r'), reset: now.get('t'), window: declared.get('w') },
    ];
  });
  // Several quotas: the one over the longest window is the budget (an unsaid window counts as long).
  const windowOf = (figure: HeaderFigure) => integer(figure.window) ?? Number.POSITIVE_INFINITY;
  return figures.sort((a, b) => windowOf(b) - windowOf(a))[0] ?? null;
}

/** The earlier draft's fields; `RateLimit-Limit` may list policies after the quota (`100, 100;w=60`). */
function separate(headers: Headers, prefix: 'ratelimit' | 'x-ratelimit'): HeaderFigure | null {
  const limit = header(headers, `${prefix}-limit`);
  const remaining = header(headers, `${prefix}-remaining`);
  if (limit === null || remaining === null) return null;
  const [first] = listMembers(limit);
  const policy = prefix === 'ratelimit' ? header(headers, 'ratelimit-policy') : null;
  return {
    limit: first?.item,
    remaining,
    reset: header(headers, `${prefix}-reset`),
    window: first?.params.get('w') ?? (policy === null ? undefined : listMembers(policy)[0]?.params.get('w')),
  };
}

/** zod refuses a missing limit or remaining; a reset that is past or beyond belief is no figure either. */
function figureOf(read: HeaderFigure | null, now: number): RateLimitFigure | null {
  if (read === null) return null;
  const window = integer(read.window);
  if (window !== null && window < MIN_MONTHLY_WINDOW_S) return null;
  const reset = integer(read.reset);
  let resetAt: number | null = null;
  if (reset !== null) {
    resetAt = reset >= EPOCH_SECONDS_FROM ? reset * 1000 : now + reset * 1000;
    if (reset < 0 || resetAt <= now || resetAt - now > MAX_RESET_MS) return null;
  }
  const figure = RateLimitFigureSchema.safeParse({
    limit: integer(read.limit),
    remaining: integer(read.remaining),
    resetAt,
  });
  return figure.success ? figure.data : null;
}

/**
 * The monthly figure the response's headers give, or null when they give none that can be read.
 * The draft's fields win over the `X-` ones; a family that cannot be read leaves the next one.
 */
export function readRateLimit(headers: Headers, now: number): RateLimitFigure | null {
  return (
    figureOf(structured(headers), now) ??
    figureOf(separate(headers, 'ratelimit'), now) ??
    figureOf(separate(headers, 'x-ratelimit'), now)
  );
}
