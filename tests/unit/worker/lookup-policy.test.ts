import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@/lib/clock';
import { problemText } from '@/lib/format/error-text';
import { decideLookup, type LookupInput, outcomeForError } from '@/lib/worker/lookup/lookup-policy';
import { T0 } from '@/tests/fixtures/worker/sample-menu';

const HTTP_503 = { kind: 'api', error: 'server', status: 503 } as const;

const base: LookupInput = {
  now: T0,
  cachedFetchedAt: null,
  notFound: false,
  settings: {
    autoLookup: true,
    autoRefresh: true,
    freshnessDays: 7,
    monthlyAllowance: null,
    lookupsPerHour: 60,
  },
  userInitiated: false,
  key: 'ok',
  budget: { used: 0, exhaustedUntil: null },
  online: true,
  lastNetworkFailureAt: null,
  recentError: null,
  tabCap: null,
  ceiling: null,
  inFlightElsewhere: false,
  lookupsLeft: undefined,
  storageFailing: false,
};

const FRESH = T0 - DAY_MS;
const STALE = T0 - 8 * DAY_MS;
const EXHAUSTED = { used: 5, exhaustedUntil: T0 + DAY_MS };
const FULL_CAP = { full: true, resetsAt: T0 + 60_000 } as const;
/** The service's own recent figure says nothing is left (issue 31). */
const SERVICE_SPENT = {
  lookupsLeft: { left: 0, of: 100, source: 'service', resetsAt: T0 + 2 * DAY_MS },
} as const;
const settings = (change: Partial<LookupInput['settings']>) => ({
  settings: { ...base.settings, ...change },
});

type Row = [
  name: string,
  change: Partial<LookupInput>,
  kind: string,
  fetch: 'none' | 'foreground' | 'background',
];

const rows: Row[] = [
  // Fresh hits never spend a lookup, whatever else holds.
  ['fresh hit', { cachedFetchedAt: FRESH }, 'ok', 'none'],
  ['fresh hit without a key', { cachedFetchedAt: FRESH, key: 'none' }, 'ok', 'none'],
  ['fresh hit asked by the user', { cachedFetchedAt: FRESH, userInitiated: true }, 'ok', 'none'],
  ['fresh hit with the budget exhausted', { cachedFetchedAt: FRESH, budget: EXHAUSTED }, 'ok', 'none'],
  [
    'hit at exactly the window edge is stale',
    { cachedFetchedAt: T0 - 7 * DAY_MS },
    'refreshing',
    'background',
  ],
  [
    '1-day window makes a 2-day-old hit stale',
    { cachedFetchedAt: T0 - 2 * DAY_MS, ...settings({ freshnessDays: 1 }) },
    'refreshing',
    'background',
  ],
  // Stale hits: served at once, refreshed once in the background when allowed.
  ['stale hit', { cachedFetchedAt: STALE }, 'refreshing', 'background'],
  [
    'stale hit, auto-refresh off',
    { cachedFetchedAt: STALE, ...settings({ autoRefresh: false }) },
    'ok',
    'none',
  ],
  ['stale hit, browser offline', { cachedFetchedAt: STALE, online: false }, 'ok', 'none'],
  [
    'stale hit, network failed 10 s ago',
    { cachedFetchedAt: STALE, lastNetworkFailureAt: T0 - 10_000 },
    'ok',
    'none',
  ],
  [
    'stale hit, network failed 31 s ago',
    { cachedFetchedAt: STALE, lastNetworkFailureAt: T0 - 31_000 },
    'refreshing',
    'background',
  ],
  ['stale hit, budget exhausted', { cachedFetchedAt: STALE, budget: EXHAUSTED }, 'budget_exhausted', 'none'],
  [
    'stale hit, allowance reached',
    {
      cachedFetchedAt: STALE,
      budget: { used: 10, exhaustedUntil: null },
      ...settings({ monthlyAllowance: 10 }),
    },
    'allowance_reached',
    'none',
  ],
  ['stale hit, key invalid', { cachedFetchedAt: STALE, key: 'invalid' }, 'key_invalid', 'none'],
  ['stale hit, no key', { cachedFetchedAt: STALE, key: 'none' }, 'no_key', 'none'],
  [
    'stale hit, tab cap full (cached places are not capped)',
    { cachedFetchedAt: STALE, tabCap: FULL_CAP },
    'refreshing',
    'background',
  ],
  [
    'stale hit, refresh running in a stopped worker',
    { cachedFetchedAt: STALE, inFlightElsewhere: true },
    'refreshing',
    'none',
  ],
  ['stale hit, 404 remembered', { cachedFetchedAt: STALE, notFound: true }, 'not_found', 'none'],
  [
    'stale hit, lookup failed recently',
    { cachedFetchedAt: STALE, recentError: { problem: HTTP_503 } },
    'error',
    'none',
  ],
  [
    'stale hit, user retries',
    { cachedFetchedAt: STALE, userInitiated: true, recentError: { problem: HTTP_503 } },
    'refreshing',
    'foreground',
  ],
  [
    'stale hit, user retries with the tab cap full',
    { cachedFetchedAt: STALE, userInitiated: true, tabCap: FULL_CAP },
    'tab_limit',
    'none',
  ],
  // Misses.
  ['miss, auto-lookup on', {}, 'loading', 'foreground'],
  ['miss, auto-lookup off', settings({ autoLookup: false }), 'manual', 'none'],
  [
    'miss, auto-lookup off, user asks',
    { ...settings({ autoLookup: false }), userInitiated: true },
    'loading',
    'foreground',
  ],
  ['miss, no key', { key: 'none' }, 'no_key', 'none'],
  ['miss, no key, user asks', { key: 'none', userInitiated: true }, 'no_key', 'none'],
  ['miss, a key but no service URL', { key: 'no_service' }, 'no_key', 'none'],
  // The service's figure says none left: automatic lookups stop, as for the user's allowance.
  ['miss, the service says none left', SERVICE_SPENT, 'budget_exhausted', 'none'],
  [
    'stale hit, the service says none left',
    { ...SERVICE_SPENT, cachedFetchedAt: STALE },
    'budget_exhausted',
    'none',
  ],
  [
    'miss, the service says none left, user asks',
    { ...SERVICE_SPENT, userInitiated: true },
    'loading',
    'foreground',
  ],
  [
    'miss, the service says 1 left',
    { lookupsLeft: { left: 1, of: 100, source: 'service' } } as const,
    'loading',
    'foreground',
  ],
  // Browser storage full or failing: automatic lookups would bill and keep nothing (issue 31).
  ['miss, storage failing', { storageFailing: true }, 'storage_failing', 'none'],
  ['stale hit, storage failing', { storageFailing: true, cachedFetchedAt: STALE }, 'storage_failing', 'none'],
  [
    'miss, storage failing, user asks',
    { storageFailing: true, userInitiated: true },
    'loading',
    'foreground',
  ],
  [
    'miss, storage failing, auto-lookup off',
    { storageFailing: true, ...settings({ autoLookup: false }) },
    'manual',
    'none',
  ],
  ['miss, key refused', { key: 'invalid' }, 'key_invalid', 'none'],
  ['miss, key refused, user retries', { key: 'invalid', userInitiated: true }, 'loading', 'foreground'],
  ['miss, budget exhausted', { budget: EXHAUSTED }, 'budget_exhausted', 'none'],
  [
    'miss, budget exhausted, user asks (a click does not lift it)',
    { budget: EXHAUSTED, userInitiated: true },
    'budget_exhausted',
    'none',
  ],
  [
    'miss, exhaustion over (next month)',
    { budget: { used: 5, exhaustedUntil: T0 } },
    'loading',
    'foreground',
  ],
  [
    'miss, allowance reached',
    { budget: { used: 10, exhaustedUntil: null }, ...settings({ monthlyAllowance: 10 }) },
    'allowance_reached',
    'none',
  ],
  [
    'miss, allowance reached, user asks',
    {
      budget: { used: 10, exhaustedUntil: null },
      ...settings({ monthlyAllowance: 10 }),
      userInitiated: true,
    },
    'loading',
    'foreground',
  ],
  [
    'miss, allowance nearly reached',
    { budget: { used: 9, exhaustedUntil: null }, ...settings({ monthlyAllowance: 10 }) },
    'loading',
    'foreground',
  ],
  ['miss, 404 remembered', { notFound: true }, 'not_found', 'none'],
  ['miss, 404 remembered, user asks', { notFound: true, userInitiated: true }, 'not_found', 'none'],
  ['miss, browser offline', { online: false }, 'offline', 'none'],
  ['miss, network failed 10 s ago', { lastNetworkFailureAt: T0 - 10_000 }, 'unreachable', 'none'],
  ['miss, offline, user retries', { online: false, userInitiated: true }, 'loading', 'foreground'],
  [
    'miss, offline, auto-lookup off: no queued request',
    { online: false, ...settings({ autoLookup: false }) },
    'offline',
    'none',
  ],
  ['miss, tab cap full', { tabCap: FULL_CAP }, 'tab_limit', 'none'],
  ['miss, tab cap full, user asks', { tabCap: FULL_CAP, userInitiated: true }, 'tab_limit', 'none'],
  ['miss, tab cap not full', { tabCap: { full: false } }, 'loading', 'foreground'],
  ['miss, request running in a stopped worker', { inFlightElsewhere: true }, 'loading', 'none'],
  [
    'miss, request lost with a stopped worker, user retries',
    { inFlightElsewhere: true, userInitiated: true },
    'loading',
    'foreground',
  ],
  ['miss, lookup failed recently', { recentError: { problem: HTTP_503 } }, 'error', 'none'],
  [
    'miss, lookup failed recently, user retries',
    { recentError: { problem: HTTP_503 }, userInitiated: true },
    'loading',
    'foreground',
  ],
];

describe('decideLookup', () => {
  it.each(rows)('%s', (_name, change, kind, fetch) => {
    const decision = decideLookup({ ...base, ...change });
    expect(decision.outcome.kind).toBe(kind);
    expect(decision.fetch).toBe(fetch);
  });

  it('marks views offline when the browser is offline, and cut off while the service was unreachable', () => {
    expect(decideLookup({ ...base, cachedFetchedAt: FRESH, online: false }).offline).toBe(true);
    const cutOff = decideLookup({ ...base, lastNetworkFailureAt: T0 - 29_000 });
    expect(cutOff).toMatchObject({ offline: false, unreachableUntil: T0 + 1_000 });
    expect(cutOff.outcome).toEqual({ kind: 'unreachable', retryAt: T0 + 1_000 });
    expect(decideLookup({ ...base, lastNetworkFailureAt: T0 - 30_000 })).toMatchObject({
      offline: false,
      unreachableUntil: null,
    });
  });

  it('asks for the key, or with a key stored for the service URL only', () => {
    expect(decideLookup({ ...base, key: 'none' }).outcome).toEqual({ kind: 'no_key' });
    expect(decideLookup({ ...base, key: 'no_service', userInitiated: true }).outcome).toEqual({
      kind: 'no_key',
      missing: 'service',
    });
  });

  it("stops automatic lookups until the service's reset, or the next month when it gave none", () => {
    expect(decideLookup({ ...base, ...SERVICE_SPENT }).outcome).toEqual({
      kind: 'budget_exhausted',
      resetsAt: T0 + 2 * DAY_MS,
    });
    const unsaid = decideLookup({ ...base, lookupsLeft: { left: 0, of: 100, source: 'service' } }).outcome;
    expect(unsaid).toMatchObject({ kind: 'budget_exhausted' });
    expect(new Date((unsaid as { resetsAt: number }).resetsAt).getUTCDate()).toBe(1);
  });

  it('carries the reset times and the allowance', () => {
    expect(decideLookup({ ...base, budget: EXHAUSTED }).outcome).toEqual({
      kind: 'budget_exhausted',
      resetsAt: T0 + DAY_MS,
    });
    expect(decideLookup({ ...base, tabCap: FULL_CAP }).outcome).toEqual({
      kind: 'tab_limit',
      resetsAt: T0 + 60_000,
    });
    const allowance = decideLookup({
      ...base,
      budget: { used: 3, exhaustedUntil: null },
      ...settings({ monthlyAllowance: 3 }),
    });
    expect(allowance.outcome).toEqual({ kind: 'allowance_reached', allowance: 3 });
  });

  it('says why a stale record is answered without its refresh: the setting off, or the hourly ceiling', () => {
    const off = decideLookup({ ...base, cachedFetchedAt: STALE, ...settings({ autoRefresh: false }) });
    expect(off.refreshHeldBy).toEqual({ kind: 'manual' });
    const ceiling = decideLookup({ ...base, cachedFetchedAt: STALE, ceiling: FULL_CAP });
    expect(ceiling.outcome).toEqual({ kind: 'ok' });
    expect(ceiling.refreshHeldBy).toEqual({ kind: 'hourly_limit', resetsAt: T0 + 60_000, limit: 60 });
    expect(decideLookup({ ...base, cachedFetchedAt: FRESH }).refreshHeldBy).toBeUndefined();
  });
});

describe('outcomeForError', () => {
  it.each([
    [{ kind: 'not_found', status: 404 } as const, { kind: 'not_found' }],
    [{ kind: 'unauthorized', status: 401 } as const, { kind: 'key_invalid' }],
    [
      { kind: 'budget_exhausted', status: 429, retryAfterMs: null } as const,
      { kind: 'budget_exhausted', resetsAt: 42 },
    ],
  ])('%o', (error, outcome) => {
    expect(outcomeForError(error, { resetsAt: 42, stale: false }, 41)).toEqual(outcome);
  });

  it("words a rejected request itself; the service's own text is only its detail", () => {
    const error = {
      kind: 'bad_request',
      status: 418,
      message: 'Buy our premium tier at http://evil.example',
    } as const;
    const outcome = outcomeForError(error, { resetsAt: null, stale: false }, 41);
    expect(outcome).toEqual({
      kind: 'error',
      problem: { kind: 'api', error: 'bad_request', status: 418 },
      detail: 'Buy our premium tier at http://evil.example',
    });
    // Worded where it shows, in that page's language, in our words only.
    expect(outcome.kind === 'error' && problemText(outcome.problem)).toBe(
      'The menu service rejected the request (HTTP 418, bad_request).',
    );
  });

  it('a redirect is a bad answer to check the Service URL for, not a network failure', () => {
    const outcome = outcomeForError(
      { kind: 'redirected', status: 302 },
      { resetsAt: null, stale: false },
      41,
    );
    expect(outcome).toEqual({ kind: 'error', problem: { kind: 'api', error: 'redirected', status: 302 } });
    expect(outcome.kind === 'error' && problemText(outcome.problem)).toBe(
      'The menu service redirected the request: check the Service URL in the options.',
    );
  });

  it('a 429 whose month is over by the time it is read is a failure to retry, not a stop', () => {
    const renewed = outcomeForError(
      { kind: 'budget_exhausted', status: 429, retryAfterMs: null },
      { resetsAt: 42, stale: false },
      42,
    );
    expect(renewed).toEqual({ kind: 'error', problem: { kind: 'budget_renewed' } });
  });

  it('describes server and network failures', () => {
    expect(outcomeForError({ kind: 'server', status: 503 }, { resetsAt: null, stale: false }, 0)).toEqual({
      kind: 'error',
      problem: { kind: 'api', error: 'server', status: 503 },
    });
    expect(outcomeForError({ kind: 'network', message: 'x' }, { resetsAt: null, stale: false }, 0)).toEqual({
      kind: 'unreachable',
      retryAt: 30_000,
    });
    expect(
      outcomeForError({ kind: 'network', message: 'x' }, { resetsAt: null, stale: false }, 0, false),
    ).toEqual({
      kind: 'offline',
    });
  });
});

describe('a clock moved back', () => {
  it('a menu saved while the clock ran ahead is stale, so a click can refresh it', () => {
    const ahead = T0 + 2 * DAY_MS;
    expect(
      decideLookup({ ...base, cachedFetchedAt: ahead, ...settings({ autoRefresh: false }) }),
    ).toMatchObject({
      fetch: 'none',
      outcome: { kind: 'ok' },
    });
    expect(decideLookup({ ...base, cachedFetchedAt: ahead, userInitiated: true })).toMatchObject({
      fetch: 'foreground',
      outcome: { kind: 'refreshing' },
    });
  });

  it('a network failure noted in the future does not pause lookups for the length of the jump', () => {
    expect(decideLookup({ ...base, lastNetworkFailureAt: T0 + 2 * DAY_MS })).toMatchObject({
      fetch: 'foreground',
      unreachableUntil: null,
    });
    expect(decideLookup({ ...base, lastNetworkFailureAt: T0 - 1_000 }).unreachableUntil).toBe(T0 + 29_000);
  });
});
