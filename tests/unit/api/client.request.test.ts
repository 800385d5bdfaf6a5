import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMenuClient, type MenuClientConfig } from '@/lib/api/http/client';
import { expectMenu, json, scriptedFetch } from './helpers';

const KEY = 'sk_test_123';

function clientWith(replies: Parameters<typeof scriptedFetch>[0], config: Partial<MenuClientConfig> = {}) {
  const fake = scriptedFetch(replies);
  const sent = { count: 0 };
  const client = createMenuClient({
    baseUrl: 'https://menus.example',
    apiKey: KEY,
    fetch: fake.fetch,
    sleep: async () => {},
    onRequestSent: () => {
      sent.count++;
    },
    ...config,
  });
  return { client, calls: fake.calls, sent };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('request URLs', () => {
  it.each([
    ['plain origin', 'https://menus.example', 'https://menus.example/v1/menu?place_id=ChIJabc'],
    ['origin with slash', 'https://menus.example/', 'https://menus.example/v1/menu?place_id=ChIJabc'],
    ['path prefix', 'https://x.example/api', 'https://x.example/api/v1/menu?place_id=ChIJabc'],
    ['path prefix with slash', 'https://x.example/api/', 'https://x.example/api/v1/menu?place_id=ChIJabc'],
    ['path prefix with slashes', 'https://x.example/api//', 'https://x.example/api/v1/menu?place_id=ChIJabc'],
    [
      'query and fragment dropped',
      'https://x.example/api?k=1#f',
      'https://x.example/api/v1/menu?place_id=ChIJabc',
    ],
    ['loopback with port', 'http://127.0.0.1:8787', 'http://127.0.0.1:8787/v1/menu?place_id=ChIJabc'],
  ])('%s', async (_label, baseUrl, expected) => {
    const { client, calls } = clientWith([json({})], { baseUrl });
    await client.getMenu('ChIJabc');
    expect(calls.map((c) => c.url)).toEqual([expected]);
  });

  it('encodes a place id with &, #, spaces and other reserved characters as one parameter', async () => {
    const placeId = 'a&b=c#d e+f/g?h%i';
    const { client, calls } = clientWith([json({})]);
    const menu = expectMenu(await client.getMenu(placeId));
    expect(menu.placeId).toBe(placeId);
    const url = new URL(calls[0]?.url ?? '');
    expect(url.pathname).toBe('/v1/menu');
    expect(url.hash).toBe('');
    expect([...url.searchParams.keys()]).toEqual(['place_id']);
    expect(url.searchParams.get('place_id')).toBe(placeId);
    expect(url.search).toBe('?place_id=a%26b%3Dc%23d+e%2Bf%2Fg%3Fh%25i');
  });

  it('search sends the trimmed query as q under /v1/search, and never a limit', async () => {
    const { client, calls } = clientWith([json({ results: [] })], { baseUrl: 'https://x.example/api/' });
    await client.search('  pad thai & co  ', { limit: 5 });
    const url = new URL(calls[0]?.url ?? '');
    expect(url.origin + url.pathname).toBe('https://x.example/api/v1/search');
    expect([...url.searchParams.entries()]).toEqual([['q', 'pad thai & co']]);
  });
});

describe('request options', () => {
  it('sends the bearer key and JSON accept header, without cookies, cache or redirects', async () => {
    const { client, calls } = clientWith([json({})]);
    await client.getMenu('p');
    const init = calls[0]?.init ?? {};
    const headers = new Headers(init.headers);
    expect(headers.get('authorization')).toBe(`Bearer ${KEY}`);
    expect(headers.get('accept')).toBe('application/json');
    expect(init).toMatchObject({ method: 'GET', credentials: 'omit', cache: 'no-store', redirect: 'manual' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('trims the key', async () => {
    const { client, calls } = clientWith([json({})], { apiKey: `  ${KEY}\n` });
    await client.getMenu('p');
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe(`Bearer ${KEY}`);
  });

  it('uses the global fetch, called unbound, when none is injected', async () => {
    const globalFetch = vi.fn(async () => json({ menu_status: 'none' }));
    vi.stubGlobal('fetch', globalFetch);
    const client = createMenuClient({ baseUrl: 'https://menus.example', apiKey: KEY });
    expect(expectMenu(await client.getMenu('p')).status).toBe('none');
    expect(globalFetch).toHaveBeenCalledTimes(1);
  });
});

describe('results', () => {
  it('a menu answer becomes a Menu after one billed request', async () => {
    const { client, sent } = clientWith([json({ menu_status: 'verified', items: ['Soup'] })]);
    const result = await client.getMenu('ChIJx');
    expect(expectMenu(result)).toMatchObject({
      placeId: 'ChIJx',
      status: 'verified',
      dishes: [{ name: 'Soup' }],
    });
    expect(sent.count).toBe(1);
  });

  it('search applies the limit to the normalised hits', async () => {
    const results = ['A', 'B', 'C', 'D'].map((dish) => ({ dish }));
    const { client } = clientWith([json({ query: 'x', results })]);
    const limited = await client.search('x', { limit: 2 });
    expect(limited.ok && limited.value.hits.map((h) => h.dish)).toEqual(['A', 'B']);
  });

  it('search without a limit keeps every hit and echoes the sent query when the body has none', async () => {
    const { client, calls } = clientWith([json({ results: [{ dish: 'A' }, { dish: 'B' }] })]);
    const result = await client.search(' soup ');
    expect(result).toMatchObject({
      ok: true,
      value: { query: 'soup', hits: [{ dish: 'A' }, { dish: 'B' }] },
    });
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['empty place id', (c: ReturnType<typeof clientWith>['client']) => c.getMenu('')],
    ['blank place id', (c: ReturnType<typeof clientWith>['client']) => c.getMenu('   ')],
    ['overlong place id', (c: ReturnType<typeof clientWith>['client']) => c.getMenu('x'.repeat(501))],
    ['blank query', (c: ReturnType<typeof clientWith>['client']) => c.search('  ')],
  ])('%s is refused locally: nothing sent, nothing billed', async (_label, call) => {
    const { client, calls, sent } = clientWith([json({})]);
    const result = await call(client);
    expect(result).toMatchObject({ ok: false, error: { kind: 'bad_request', status: 0 } });
    expect(calls).toHaveLength(0);
    expect(sent.count).toBe(0);
  });
});

describe('configuration checks', () => {
  const base = { baseUrl: 'https://menus.example', apiKey: KEY };
  it.each([
    ['unparseable base URL', { baseUrl: 'not a url' }, TypeError],
    ['javascript: base URL', { baseUrl: 'javascript:alert(1)' }, TypeError],
    ['credentials in base URL', { baseUrl: 'https://u:p@menus.example' }, TypeError],
    ['empty key', { apiKey: '  ' }, TypeError],
    ['key with a line break inside', { apiKey: 'abc\r\nX-Evil: 1' }, TypeError],
    ['key with non-ASCII', { apiKey: 'clé' }, TypeError],
  ])('%s throws at creation', (_label, override, errorType) => {
    expect(() => createMenuClient({ ...base, ...override })).toThrow(errorType);
  });
});
