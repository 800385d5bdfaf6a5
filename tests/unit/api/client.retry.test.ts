import { describe, expect, it } from 'vitest';
import { backoffDelayMs, type MenuClientConfig } from '@/lib/api/http/client';
import { clientUnderTest, json, type scriptedFetch, seededRandom, status } from './helpers';

const NOW = Date.UTC(2026, 10, 5, 12, 0, 0);

function setup(replies: Parameters<typeof scriptedFetch>[0], config: Partial<MenuClientConfig> = {}) {
  return clientUnderTest(replies, { random: seededRandom(7), now: () => NOW, ...config });
}

describe('retries', () => {
  it('retries 5xx twice with full-jitter backoff, then succeeds', async () => {
    const { client, delays, sent } = setup([status(503), status(502), json({ menu_status: 'crawled' })]);
    const result = await client.getMenu('p');
    expect(result).toMatchObject({ ok: true, value: { status: 'crawled' } });
    expect(sent.count).toBe(3);
    const expectedRandom = seededRandom(7);
    expect(delays).toEqual([backoffDelayMs(0, expectedRandom), backoffDelayMs(1, expectedRandom)]);
    delays.forEach((delay, n) => {
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThanOrEqual(500 * 2 ** n);
    });
  });

  it('gives up after maxRetries (2) retries: 3 requests in all', async () => {
    const { client, calls, delays, sent } = setup([status(500)]);
    const result = await client.getMenu('p');
    expect(result).toEqual({ ok: false, error: { kind: 'server', status: 500 } });
    expect(calls).toHaveLength(3);
    expect(delays).toHaveLength(2);
    expect(sent.count).toBe(3);
  });

  it.each([0, 1, 4])('maxRetries %i → %i + 1 requests', async (maxRetries) => {
    const { client, calls, sent } = setup([status(500)], { maxRetries });
    expect(await client.getMenu('p')).toEqual({ ok: false, error: { kind: 'server', status: 500 } });
    expect(calls).toHaveLength(maxRetries + 1);
    expect(sent.count).toBe(maxRetries + 1);
  });

  it('keeps every backoff delay within bounds over many seeds', async () => {
    for (let seed = 1; seed <= 30; seed++) {
      const { client, delays } = setup([status(500)], { random: seededRandom(seed), maxRetries: 6 });
      await client.getMenu('p');
      expect(delays).toHaveLength(6);
      delays.forEach((delay, n) => {
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThanOrEqual(Math.min(8000, 500 * 2 ** n));
      });
    }
  });

  it('retries a network error, then reports the answer', async () => {
    const { client, calls } = setup([new TypeError('Failed to fetch'), json({})]);
    expect(await client.getMenu('p')).toMatchObject({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('reports a persistent network error after the retries', async () => {
    const { client, calls } = setup([new TypeError('Failed to fetch')]);
    expect(await client.search('soup')).toEqual({
      ok: false,
      error: { kind: 'network', message: 'Failed to fetch' },
    });
    expect(calls).toHaveLength(3);
  });

  it('stops retrying as soon as a non-retryable answer arrives', async () => {
    const { client, calls } = setup([status(500), status(401), json({})]);
    expect(await client.getMenu('p')).toEqual({
      ok: false,
      error: { kind: 'unauthorized', status: 401 },
    });
    expect(calls).toHaveLength(2);
  });
});

describe('no retry', () => {
  it('when mayRetry says no (a 429 was seen meanwhile): the last failure, one request', async () => {
    let asked = 0;
    const mayRetry = async () => {
      asked++;
      return false;
    };
    const { client, calls } = setup([status(503), json({ menu_status: 'crawled' })], { mayRetry });
    const result = await client.getMenu('p');
    expect(result).toEqual({ ok: false, error: { kind: 'server', status: 503 } });
    expect(calls).toHaveLength(1);
    expect(asked).toBe(1);
  });

  it.each([
    [401, { kind: 'unauthorized', status: 401 }],
    [404, { kind: 'not_found', status: 404 }],
    [429, { kind: 'budget_exhausted', status: 429, retryAfterMs: null }],
    [400, { kind: 'bad_request', status: 400, message: null }],
    [403, { kind: 'bad_request', status: 403, message: null }],
    [422, { kind: 'bad_request', status: 422, message: null }],
  ])('status %i', async (code, error) => {
    const { client, calls, delays, sent } = setup([status(code), json({})]);
    expect(await client.getMenu('p')).toEqual({ ok: false, error });
    expect(calls).toHaveLength(1);
    expect(delays).toEqual([]);
    expect(sent.count).toBe(1);
  });

  it.each([
    ['not JSON', new Response('<html>', { status: 200 })],
    ['JSON array', json([1, 2])],
  ])('invalid response: %s', async (_label, reply) => {
    const { client, calls } = setup([reply, json({})]);
    expect(await client.getMenu('p')).toMatchObject({
      ok: false,
      error: { kind: 'invalid_response' },
    });
    expect(calls).toHaveLength(1);
  });

  it('a 302 handed back by the fetch (Node, redirect: manual) is redirected, never retried', async () => {
    const redirect = new Response(null, { status: 302, headers: { location: 'https://evil.example/' } });
    const { client, calls } = setup([redirect, json({})]);
    expect(await client.getMenu('p')).toMatchObject({
      ok: false,
      error: { kind: 'redirected', status: 302 },
    });
    expect(calls).toHaveLength(1);
  });

  it('an opaque-redirect response (browser, redirect: manual) is redirected, never retried', async () => {
    const opaque = {
      type: 'opaqueredirect',
      status: 0,
      redirected: false,
      headers: new Headers(),
      body: null,
    };
    const { client, calls } = setup([async () => opaque as unknown as Response]);
    expect(await client.getMenu('p')).toMatchObject({
      ok: false,
      error: { kind: 'redirected', status: 0 },
    });
    expect(calls).toHaveLength(1);
  });

  it('a redirect refused by the platform (fetch rejects) is a network error', async () => {
    const { client, calls } = setup([new TypeError('fetch failed: unexpected redirect')], { maxRetries: 0 });
    expect(await client.getMenu('p')).toEqual({
      ok: false,
      error: { kind: 'network', message: 'fetch failed: unexpected redirect' },
    });
    expect(calls).toHaveLength(1);
  });
});

describe('Retry-After', () => {
  it('429 carries Retry-After seconds as retryAfterMs', async () => {
    const { client } = setup([status(429, { 'retry-after': '3600' })]);
    expect(await client.getMenu('p')).toMatchObject({
      ok: false,
      error: { kind: 'budget_exhausted', retryAfterMs: 3_600_000 },
    });
  });

  it('429 carries an HTTP-date Retry-After relative to the injected clock', async () => {
    const at = new Date(NOW + 90_000).toUTCString();
    const { client } = setup([status(429, { 'retry-after': at })]);
    expect(await client.getMenu('p')).toMatchObject({ ok: false, error: { retryAfterMs: 90_000 } });
  });

  it('503 with Retry-After seconds waits exactly that long instead of the backoff', async () => {
    const { client, calls, delays } = setup([
      status(503, { 'retry-after': '3' }),
      status(503, { 'retry-after': '1' }),
      json({}),
    ]);
    expect(await client.getMenu('p')).toMatchObject({ ok: true });
    expect(calls).toHaveLength(3);
    expect(delays).toEqual([3000, 1000]);
  });

  it('503 with an HTTP-date Retry-After waits until that date by the injected clock', async () => {
    const at = new Date(NOW + 5000).toUTCString();
    const { client, calls, delays } = setup([status(503, { 'retry-after': at }), json({})]);
    expect(await client.getMenu('p')).toMatchObject({ ok: true });
    expect(calls).toHaveLength(2);
    expect(delays).toEqual([5000]);
  });

  it('a Retry-After beyond the cap (10 s) ends the call instead of waiting', async () => {
    const { client, calls, delays } = setup([status(503, { 'retry-after': '60' }), json({})]);
    expect(await client.getMenu('p')).toEqual({
      ok: false,
      error: { kind: 'server', status: 503 },
    });
    expect(calls).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('an unreadable Retry-After falls back to the backoff', async () => {
    const { client, delays } = setup([status(503, { 'retry-after': 'later' }), json({})]);
    await client.getMenu('p');
    expect(delays).toHaveLength(1);
    expect(delays[0]).toBeLessThanOrEqual(500);
  });
});

describe('bad_request messages', () => {
  it.each([
    ['{error: {message}}', { error: { message: 'place_id is malformed' } }, 'place_id is malformed'],
    ['{message}', { message: 'q is required' }, 'q is required'],
    ['{error: string}', { error: 'bad input' }, 'bad input'],
    ['no message', { detail: 'x' }, null],
  ])('%s', async (_label, body, message) => {
    const { client, calls } = setup([json(body, 400)]);
    expect(await client.getMenu('p')).toEqual({
      ok: false,
      error: { kind: 'bad_request', status: 400, message },
    });
    expect(calls).toHaveLength(1);
  });

  it('a non-JSON error body gives a null message', async () => {
    const { client } = setup([status(418, {}, 'I am a teapot')]);
    expect(await client.getMenu('p')).toMatchObject({
      error: { kind: 'bad_request', status: 418, message: null },
    });
  });
});

describe('onRequestSent', () => {
  it('is called before the response is awaited', async () => {
    let countWhenFetchRan = -1;
    let seen = 0;
    let release: (r: Response) => void = () => {};
    const { client } = setup(
      [
        async () => {
          countWhenFetchRan = seen;
          return new Promise<Response>((resolve) => {
            release = resolve;
          });
        },
      ],
      { onRequestSent: () => void seen++ },
    );
    const pending = client.getMenu('p');
    await Promise.resolve();
    expect(countWhenFetchRan).toBe(1);
    expect(seen).toBe(1);
    release(json({}));
    expect(await pending).toMatchObject({ ok: true });
  });

  it('a throwing or rejecting counter does not break the request', async () => {
    const throwing = setup([json({})], {
      onRequestSent: () => {
        throw new Error('db closed');
      },
    });
    expect(await throwing.client.getMenu('p')).toMatchObject({ ok: true });
    // An async counter typed as () => void: its rejection must not surface as an unhandled rejection.
    const asyncCounter = (() => Promise.reject(new Error('quota'))) as () => void;
    const rejecting = setup([json({})], { onRequestSent: asyncCounter });
    expect(await rejecting.client.getMenu('p')).toMatchObject({ ok: true });
  });
});
