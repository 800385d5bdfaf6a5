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

/** A whole number as a header writes it; `-3` is read, to be refused as no figure (figureOf). */
const HeaderInteger = z.pipe(z.string().check(z.trim(), z.regex(/^-?\d{1,15}$/)), z.transform(Number));

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

function integer(value: string | null | undefined): number | null {
  const parsed = HeaderInteger.safeParse(value);
  return parsed.success ? parsed.data : null;
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

function header(headers: Headers, name: string): string | null {
  const value = headers.get(name);
  return value !== null && value.length <= MAX_HEADER_CHARS ? value : null;
}

/** The structured form: policies (`q`, `w`) and their current state (`r`, `t`), matched by name. */
function structured(headers: Headers) {
  const state = header(headers, 'ratelimit');
  const policy = header(headers, 'ratelimit-policy');
  if (state === null || policy === null) return null;
  const policies = listMembers(policy).filter((member) => member.params.has('q'));
  const states = listMembers(state).filter((member) => member.params.has('r'));
  const pairs = states.flatMap((now) => {
    const declared = policies.find((candidate) => candidate.item === now.item);
    return declared ? [{ declared, now }] : [];
  });
  // Several quotas: the one over the longest window is the budget (an unsaid window counts as long).
  const windowOf = (member: { params: Map<string, string> }) =>
    integer(member.params.get('w')) ?? Number.POSITIVE_INFINITY;
  const longest = pairs.sort((a, b) => windowOf(b.declared) - windowOf(a.declared))[0];
  if (!longest) return null;
  return {
    limit: integer(longest.declared.params.get('q')),
    remaining: integer(longest.now.params.get('r')),
    reset: integer(longest.now.params.get('t')),
    window: integer(longest.declared.params.get('w')),
  };
}

/** The earlier draft's fields; `RateLimit-Limit` may list policies after the quota (`100, 100;w=60`). */
function separate(headers: Headers, prefix: 'ratelimit' | 'x-ratelimit') {
  const limit = header(headers, `${prefix}-limit`);
  const remaining = header(headers, `${prefix}-remaining`);
  if (limit === null || remaining === null) return null;
  const [first] = listMembers(limit);
  const policy = prefix === 'ratelimit' ? header(headers, 'ratelimit-policy') : null;
  const declared = policy === null ? undefined : listMembers(policy)[0];
  return {
    limit: integer(first?.item),
    remaining: integer(remaining),
    reset: integer(header(headers, `${prefix}-reset`)),
    window: integer(first?.params.get('w') ?? declared?.params.get('w')),
  };
}

/** When the quota renews: null when not said; undefined when said but past or beyond belief. */
function resetAt(reset: number | null, now: number): number | null | undefined {
  if (reset === null) return null;
  if (reset < 0) return undefined;
  const at = reset >= EPOCH_SECONDS_FROM ? reset * 1000 : now + reset * 1000;
  return at > now && at - now <= MAX_RESET_MS ? at : undefined;
}

/** `reset` and `window` in seconds (`reset` maybe epoch seconds); zod refuses a missing limit or remaining. */
function figureOf(read: ReturnType<typeof separate>, now: number): RateLimitFigure | null {
  if (read === null) return null;
  if (read.window !== null && read.window < MIN_MONTHLY_WINDOW_S) return null;
  const renews = resetAt(read.reset, now);
  if (renews === undefined) return null;
  const figure = RateLimitFigureSchema.safeParse({
    limit: read.limit,
    remaining: read.remaining,
    resetAt: renews,
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
