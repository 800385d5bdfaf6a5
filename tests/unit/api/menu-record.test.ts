import { describe, expect, it } from 'vitest';
import type { Menu } from '@/lib/api/model';
import { parseMenuBody } from '@/lib/api/normalise/body';
import { expectMenu } from './helpers';

const menuOf = (body: unknown, placeId = 'ChIJ-place') =>
  expectMenu(parseMenuBody(placeId, JSON.stringify(body)));

const EMPTY: Menu = {
  placeId: 'ChIJ-place',
  name: null,
  status: 'unknown',
  rawStatus: null,
  unavailableReason: null,
  dishes: [],
  dietTags: [],
  sourceUrl: null,
  verifiedAt: null,
};

describe('menu record normalisation', () => {
  it('an empty object is a menu with no dishes and status unknown', () => {
    expect(menuOf({})).toEqual(EMPTY);
  });

  it('reads a full, well-formed record', () => {
    const menu = menuOf({
      place_id: 'something-else',
      restaurant_name: 'Chez Nous',
      items: [{ name: 'Soup', description: 'Leek', price: '€6.50', diet_tags: ['Vegetarian'] }],
      diet_tags: ['Vegetarian', 'Gluten Free', 'vegetarian'],
      prices: { currency: 'EUR' },
      source_url: 'https://chez-nous.example/menu',
      verified_at: '2024-05-01T10:30:00Z',
      menu_status: 'verified',
    });
    expect(menu).toEqual({
      ...EMPTY,
      name: 'Chez Nous',
      status: 'verified',
      rawStatus: 'verified',
      dishes: [
        {
          name: 'Soup',
          description: 'Leek',
          price: { amount: 6.5, currency: 'EUR', text: null },
          section: null,
          diet: ['vegetarian'],
        },
      ],
      dietTags: ['vegetarian', 'gluten-free'],
      sourceUrl: 'https://chez-nous.example/menu',
      verifiedAt: Date.UTC(2024, 4, 1, 10, 30),
    });
  });

  it('keeps the requested place id whatever the body carries', () => {
    expect(menuOf({ place_id: 'other' }, 'requested').placeId).toBe('requested');
  });

  it.each([
    [
      'every field null',
      { items: null, diet_tags: null, prices: null, source_url: null, verified_at: null, menu_status: null },
    ],
    [
      'wrong types everywhere',
      { items: 5, diet_tags: 7, prices: true, source_url: 12, verified_at: { at: 1 }, menu_status: [] },
    ],
    ['unknown fields only', { foo: 1, bar: { baz: [1, 2, 3] } }],
  ])('%s → defaults', (_label, body) => {
    expect(menuOf(body)).toEqual(EMPTY);
  });

  it.each([
    ['name', { name: 'A' }, 'A'],
    ['restaurant', { restaurant: '  B  ' }, 'B'],
    ['restaurant object', { restaurant: { name: 'C' } }, 'C'],
    ['restaurant_name', { restaurant_name: 'D' }, 'D'],
    ['title', { title: 'E' }, 'E'],
    ['number', { name: 123 }, '123'],
    ['empty falls through to the next alias', { name: '', title: 'F' }, 'F'],
    ['empty only', { name: '   ' }, null],
  ])('name from %s', (_label, body, expected) => {
    expect(menuOf(body).name).toBe(expected);
  });

  it.each([
    ['https', { source_url: 'https://a.example/menu?x=1' }, 'https://a.example/menu?x=1'],
    ['http, trimmed', { source_url: '  http://a.example/m ' }, 'http://a.example/m'],
    ['javascript:', { source_url: 'javascript:alert(1)' }, null],
    ['data:', { source_url: 'data:text/html,<script>alert(1)</script>' }, null],
    ['relative', { source_url: '/menu.pdf' }, null],
    ['garbage', { source_url: 'not a url' }, null],
    ['ftp', { source_url: 'ftp://a.example/menu' }, null],
    ['credentials in the URL', { source_url: 'https://user:pw@a.example/' }, null],
    ['source fallback', { source: 'https://b.example/' }, 'https://b.example/'],
    ['url fallback', { url: 'https://c.example/' }, 'https://c.example/'],
    [
      'bad source_url falls back to source',
      { source_url: 'javascript:void(0)', source: 'https://d.example/' },
      'https://d.example/',
    ],
    ['source object', { source: { url: 'https://e.example/x' } }, 'https://e.example/x'],
  ])('source_url: %s', (_label, body, expected) => {
    expect(menuOf(body).sourceUrl).toBe(expected);
  });

  it.each([
    ['verified', 'verified', 'verified'],
    ['crawled (mixed case, padded)', '  CRAWLED ', 'crawled'],
    ['scanned', 'scanned', 'scanned'],
    ['none', 'none', 'none'],
    ['unknown value', 'half-verified', 'unknown'],
  ])('menu_status %s', (_label, raw, expected) => {
    const menu = menuOf({ menu_status: raw });
    expect(menu.status).toBe(expected);
    expect(menu.rawStatus).toBe(raw.trim());
  });

  it.each([
    ['reason', { reason: 'closed_permanently' }],
    ['reason_code', { reason_code: 'closed_permanently' }],
    ['unavailable_reason', { unavailable_reason: 'closed_permanently' }],
    ['code', { code: 'closed_permanently' }],
    ['status_reason', { status_reason: 'closed_permanently' }],
    ['unavailable.reason', { unavailable: { reason: 'closed_permanently' } }],
    ['reason.code', { reason: { code: 'closed_permanently' } }],
    ['details.reason', { details: { reason: 'closed_permanently' } }],
  ])('unavailable reason from %s', (_label, extra) => {
    const menu = menuOf({ menu_status: 'Unavailable', ...extra });
    expect(menu.status).toBe('unavailable');
    expect(menu.unavailableReason).toBe('closed_permanently');
  });

  it('an unavailable record without a reason is still a menu', () => {
    expect(menuOf({ menu_status: 'unavailable' })).toMatchObject({
      status: 'unavailable',
      unavailableReason: null,
    });
  });

  it('ignores reason-like fields when the menu is not unavailable', () => {
    expect(menuOf({ menu_status: 'verified', code: 'EUR' }).unavailableReason).toBeNull();
  });

  it.each([
    ['ISO', '2024-05-01T10:30:00Z', Date.UTC(2024, 4, 1, 10, 30)],
    ['date only', '2024-05-01', Date.UTC(2024, 4, 1)],
    ['epoch seconds', 1714559400, Date.UTC(2024, 4, 1, 10, 30)],
    ['epoch milliseconds', 1714559400000, Date.UTC(2024, 4, 1, 10, 30)],
    ['epoch seconds string', '1714559400', Date.UTC(2024, 4, 1, 10, 30)],
    ['unreadable', 'yesterday', null],
  ])('verified_at %s', (_label, raw, expected) => {
    expect(menuOf({ verified_at: raw }).verifiedAt).toBe(expected);
  });

  it('reads a record wrapped once in {menu: …} or {data: …}', () => {
    expect(menuOf({ menu: { menu_status: 'crawled', items: ['A'] } })).toMatchObject({
      status: 'crawled',
      dishes: [{ name: 'A' }],
    });
    expect(menuOf({ data: { menu_status: 'scanned' } }).status).toBe('scanned');
  });

  it('keeps hostile strings as literal text', () => {
    const menu = menuOf({
      name: '<img src=x onerror=alert(1)>',
      items: [{ name: '<script>alert("x")</script>', description: '"><b>bold</b>' }],
      menu_status: '<i>verified</i>',
    });
    expect(menu.name).toBe('<img src=x onerror=alert(1)>');
    expect(menu.dishes[0]?.name).toBe('<script>alert("x")</script>');
    expect(menu.dishes[0]?.description).toBe('"><b>bold</b>');
    expect(menu.status).toBe('unknown');
    expect(menu.rawStatus).toBe('<i>verified</i>');
  });

  it('strips control and bidi-override characters, collapses whitespace', () => {
    const menu = menuOf({
      items: [{ name: 'Pi\u0000zza\u202E\n\tMargherita\u0007', description: 'a\r\n\r\nb' }],
    });
    expect(menu.dishes[0]).toMatchObject({ name: 'Pizza Margherita', description: 'a b' });
  });

  it('does not let __proto__ or constructor keys reach the prototype', () => {
    const text =
      '{"__proto__": {"menu_status": "verified"}, "items": {"constructor": ["Soup"], "__proto__": ["Bread"]}}';
    const menu = expectMenu(parseMenuBody('p', text));
    expect(menu.status).toBe('unknown');
    expect(menu.dishes.map((d) => [d.name, d.section])).toEqual([
      ['Soup', 'constructor'],
      ['Bread', '__proto__'],
    ]);
    expect(({} as Record<string, unknown>).menu_status).toBeUndefined();
  });
});
