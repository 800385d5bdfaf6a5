import { afterEach, describe, expect, it, vi } from 'vitest';

// A worker woken by a place change validates one request: it builds that request's schema and no
// other (the cold start evaluates every module first; lazy-schema.ts).

const built = vi.hoisted(() => ({ objects: 0 }));
vi.mock('zod/mini', async (importActual) => {
  const actual = await importActual<typeof import('zod/mini')>();
  const object: typeof actual.object = (...args) => {
    built.objects += 1;
    return actual.object(...args);
  };
  return { ...actual, object };
});

afterEach(() => {
  built.objects = 0;
  vi.resetModules();
});

const PAGE = 'https://www.google.com/maps/place/X/@48.8,2.3,17z';

describe('protocol schemas', () => {
  it('are built when a request of their type first comes, one type at a time', async () => {
    const { parseRequest } = await import('@/lib/messages/protocol');
    expect(built.objects).toBe(0);
    expect(parseRequest({ type: 'menu.forUrl', url: PAGE })).toEqual({
      type: 'menu.forUrl',
      url: PAGE,
      userInitiated: false,
      savedOnly: false,
    });
    expect(built.objects).toBe(1);
    parseRequest({ type: 'menu.forUrl', url: PAGE, userInitiated: true });
    expect(built.objects).toBe(1);
    expect(parseRequest({ type: 'status.get' })).toEqual({ type: 'status.get' });
    expect(built.objects).toBe(2);
  });

  it('refuse what no schema accepts, without building any other', async () => {
    const { parseRequest } = await import('@/lib/messages/protocol');
    expect(parseRequest({ type: 'menu.forUrl', url: '' })).toBeNull();
    expect(parseRequest({ type: 'no.such.request' })).toBeNull();
    expect(parseRequest({ type: 'toString' })).toBeNull();
    expect(parseRequest(null)).toBeNull();
    expect(parseRequest('menu.forUrl')).toBeNull();
    expect(built.objects).toBe(1);
  });

  it('accept and refuse as the single union schema does', async () => {
    const { parseRequest, RequestSchema } = await import('@/lib/messages/protocol');
    const messages: unknown[] = [
      { type: 'menu.forTab', tabId: 3 },
      { type: 'menu.forTab', tabId: -1 },
      { type: 'search.local', query: 'soup' },
      { type: 'cache.list', limit: 500 },
      { type: 'options.open', extra: 1 },
      { type: 'menu.forPlace', placeId: '  ' },
    ];
    for (const message of messages) {
      const union = RequestSchema.safeParse(message);
      expect(parseRequest(message)).toEqual(union.success ? union.data : null);
    }
  });
});
