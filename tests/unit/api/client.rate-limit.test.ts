import { describe, expect, it } from 'vitest';
import { createMenuClient } from '@/lib/api/http/client';
import type { RateLimitFigure } from '@/lib/api/http/rate-limit';
import { json, scriptedFetch, status } from './helpers';

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
const LIMITS = { 'RateLimit-Limit': '1000', 'RateLimit-Remaining': '238', 'RateLimit-Reset': '60' };

function clientWith(replies: Parameters<typeof scriptedFetch>[0], onRateLimit: (f: RateLimitFigure) => void) {
  return createMenuClient({
    baseUrl: 'https://menus.example',
    apiKey: 'sk_test_123',
    fetch: scriptedFetch(replies).fetch,
    sleep: async () => {},
    now: () => NOW,
    onRateLimit,
  });
}

describe('createMenuClient: rate-limit headers', () => {
  it('hands on the figure of every response that carries one, retries and a 429 included', async () => {
    const figures: RateLimitFigure[] = [];
    const client = clientWith(
      [
        status(503, { 'RateLimit-Limit': '1000', 'RateLimit-Remaining': '3' }),
        json({ menu_status: 'none', items: [] }, 200, LIMITS),
      ],
      (figure) => figures.push(figure),
    );
    expect((await client.getMenu('ChIJabc')).ok).toBe(true);
    expect(figures).toEqual([
      { limit: 1000, remaining: 3, resetAt: null },
      { limit: 1000, remaining: 238, resetAt: NOW + 60_000 },
    ]);

    const spent: RateLimitFigure[] = [];
    const refused = clientWith(
      [status(429, { 'Retry-After': '60', 'X-RateLimit-Limit': '1000', 'X-RateLimit-Remaining': '0' })],
      (figure) => spent.push(figure),
    );
    expect((await refused.search('ramen')).ok).toBe(false);
    expect(spent).toEqual([{ limit: 1000, remaining: 0, resetAt: null }]);
  });

  it('says nothing when the headers are absent or unreadable', async () => {
    const figures: RateLimitFigure[] = [];
    const client = clientWith(
      [json({ results: [] }, 200, { 'RateLimit-Limit': 'lots', 'RateLimit-Remaining': '1' })],
      (figure) => figures.push(figure),
    );
    expect((await client.search('ramen')).ok).toBe(true);
    expect((await client.search('pho')).ok).toBe(true);
    expect(figures).toEqual([]);
  });

  it('a listener that throws or rejects does not break the request', async () => {
    const throwing = clientWith([json({ results: [] }, 200, LIMITS)], () => {
      throw new Error('storage full');
    });
    expect((await throwing.search('ramen')).ok).toBe(true);
    const rejecting = clientWith([json({ results: [] }, 200, LIMITS)], (() =>
      Promise.reject(new Error('storage full'))) as unknown as (figure: RateLimitFigure) => void);
    expect((await rejecting.search('ramen')).ok).toBe(true);
  });

  it('a 429 wins over the figure it carries: none left', async () => {
    const figures: RateLimitFigure[] = [];
    const client = clientWith(
      [status(429, { 'RateLimit-Limit': '1000', 'RateLimit-Remaining': '999', 'RateLimit-Reset': '60' })],
      (figure) => figures.push(figure),
    );
    expect((await client.getMenu('ChIJabc')).ok).toBe(false);
    expect(figures).toEqual([{ limit: 1000, remaining: 0, resetAt: NOW + 60_000 }]);
  });

  it('a 5xx whose figure says nothing is left is not retried: each retry bills', async () => {
    let sent = 0;
    const replies = scriptedFetch([
      status(500, { 'RateLimit-Limit': '1000', 'RateLimit-Remaining': '0' }),
      json({ menu_status: 'none', items: [] }),
    ]);
    const client = createMenuClient({
      baseUrl: 'https://menus.example',
      apiKey: 'sk_test_123',
      fetch: replies.fetch,
      sleep: async () => {},
      now: () => NOW,
      maxRetries: 2,
      onRequestSent: () => sent++,
    });
    const result = await client.getMenu('ChIJabc');
    expect(result.ok).toBe(false);
    expect(sent).toBe(1);
    // Without the figure, the same 5xx is retried as before.
    let again = 0;
    const retried = createMenuClient({
      baseUrl: 'https://menus.example',
      apiKey: 'sk_test_123',
      fetch: scriptedFetch([status(500), json({ menu_status: 'none', items: [] })]).fetch,
      sleep: async () => {},
      now: () => NOW,
      onRequestSent: () => again++,
    });
    expect((await retried.getMenu('ChIJabc')).ok).toBe(true);
    expect(again).toBe(2);
  });
});
