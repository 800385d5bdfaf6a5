import { describe, expect, it } from 'vitest';
import { parseMenuBody, parseSearchBody } from '@/lib/api/normalise/body';
import { parsePrice } from '@/lib/api/normalise/price';

const menuOf = (body: unknown) => {
  const result = parseMenuBody('ChIJtest', JSON.stringify(body));
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
};

// Bug 1: a currency without minor units (VND, CLP, ISK, JPY, KRW…) cannot have a fractional part, so
// "45.000 ₫" (Intl vi-VN output) is 45,000 dong, not 45.
describe('prices in currencies without minor units', () => {
  it.each([
    ['vi-VN label', '45.000 ₫', null, 45000, 'VND'],
    ['vi-VN label, menu currency', '45.000 ₫', 'VND', 45000, 'VND'],
    ['bare grouped amount on a VND menu', '120.000', 'VND', 120000, 'VND'],
    ['es-CL label on a CLP menu', '$1.200', 'CLP', 1200, 'CLP'],
    ['is-IS label on an ISK menu', '1.200 kr.', 'ISK', 1200, 'ISK'],
    ['code suffix', '2.500.000 VND', null, 2500000, 'VND'],
  ])('%s', (_label, raw, fallback, amount, currency) => {
    expect(parsePrice(raw, fallback)).toEqual({ amount, currency, text: null });
  });

  it('matches what Intl formats for vi-VN', () => {
    const label = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(65000);
    expect(parsePrice(label, 'VND')).toEqual({ amount: 65000, currency: 'VND', text: null });
  });

  it('a price object with a string amount on a VND menu', () => {
    const menu = menuOf({
      menu_status: 'verified',
      items: [{ name: 'Phở bò', price: { amount: '65.000', currency: 'VND' } }],
    });
    expect(menu.dishes[0]?.price).toEqual({ amount: 65000, currency: 'VND', text: null });
  });

  it('still reads decimals in currencies that have them', () => {
    expect(parsePrice('12.500', 'EUR')).toEqual({ amount: 12.5, currency: 'EUR', text: null });
    expect(parsePrice('¥12.50', null)).toEqual({ amount: 12.5, currency: 'JPY', text: null });
  });
});

// Bug 2: Intl's he-IL (and other RTL) currency output carries U+200F/U+200E marks; they made the
// whole label unreadable ("‏12.50 ‏₪" stayed free text with no amount or currency).
describe('price labels with bidi marks', () => {
  it('reads an Intl he-IL label', () => {
    const label = new Intl.NumberFormat('he-IL', { style: 'currency', currency: 'ILS' }).format(12.5);
    expect(parsePrice(label, null)).toEqual({ amount: 12.5, currency: 'ILS', text: null });
  });

  it('reads a label with explicit RLM/LRM marks in a search hit', () => {
    const result = parseSearchBody(
      'falafel',
      JSON.stringify({ results: [{ dish: 'Falafel', price: '\u200F42.00 \u200F₪' }] }),
    );
    expect(result.ok && result.value.hits[0]?.price).toEqual({ amount: 42, currency: 'ILS', text: null });
  });
});

// Bug 3: a section heading given as an object ({name} / {title}) was dropped, both on a group and on a dish.
describe('section headings as objects', () => {
  it('group with a section object', () => {
    const menu = menuOf({
      menu_status: 'verified',
      items: [{ section: { id: 3, name: 'Mains' }, items: [{ name: 'Steak', price: 20 }] }],
    });
    expect(menu.dishes).toEqual([
      {
        name: 'Steak',
        description: null,
        price: { amount: 20, currency: null, text: null },
        section: 'Mains',
        diet: [],
      },
    ]);
  });

  it('dish with a category object', () => {
    const menu = menuOf({
      menu_status: 'verified',
      items: [{ name: 'Soup', category: { title: 'Starters' } }],
    });
    expect(menu.dishes[0]?.section).toBe('Starters');
  });
});

// Bug 4: the record's dish list may be called `menu_items`, but a section whose dishes sit under
// `menu_items` became one bogus dish named after the section and its dishes were lost.
describe('sections listing dishes under menu_items', () => {
  it('reads the dishes of the section', () => {
    const menu = menuOf({
      menu_status: 'verified',
      menu_items: [
        {
          name: 'Lunch',
          menu_items: [
            { name: 'Soup', price: 4 },
            { name: 'Salad', price: 5 },
          ],
        },
      ],
    });
    expect(menu.dishes.map((dish) => [dish.name, dish.section, dish.price?.amount])).toEqual([
      ['Soup', 'Lunch', 4],
      ['Salad', 'Lunch', 5],
    ]);
  });
});

// Bug 5: RFC 9557 time stamps (RFC 3339 plus a bracketed zone, as Java's ZonedDateTime.toString()
// and Temporal.ZonedDateTime write them) were unreadable, so verifiedAt became null.
describe('verified_at with an RFC 9557 zone annotation', () => {
  it.each([
    ['2024-03-05T11:00:00+01:00[Europe/Paris]', 1709632800000],
    ['2024-03-05T10:00:00Z[UTC]', 1709632800000],
    ['2024-03-05T10:00:00.5Z[Etc/UTC][u-ca=iso8601]', 1709632800500],
  ])('%s', (raw, expected) => {
    expect(menuOf({ menu_status: 'verified', verified_at: raw }).verifiedAt).toBe(expected);
  });

  it('a bracketed zone without an offset is still refused (the offset is not known)', () => {
    expect(
      menuOf({ menu_status: 'verified', verified_at: '2024-03-05T10:00:00[Europe/Paris]' }).verifiedAt,
    ).toBeNull();
  });
});

// A set meal is a dish with its own price and a list of what it includes. It was read as a section
// of its parts: the price the customer pays was lost and each part looked like a dish of its own.
describe('set meals: a priced dish listing its parts', () => {
  const dishesOf = (items: unknown) =>
    menuOf({ menu_status: 'verified', items }).dishes.map((dish) => [
      dish.name,
      dish.section,
      dish.price?.amount ?? null,
      dish.description,
    ]);

  it('is one dish with its price, its parts said in the description', () => {
    expect(
      dishesOf([
        { section: 'Mains', items: [{ name: 'Ramen', price: 11 }] },
        { name: 'Lunch set', price: 14.5, items: ['Miso soup', { name: 'Gyoza' }, 'Green tea'] },
      ]),
    ).toEqual([
      ['Ramen', 'Mains', 11, null],
      ['Lunch set', null, 14.5, 'Includes: Miso soup, Gyoza, Green tea'],
    ]);
  });

  it('keeps its own description and section, and works in a map of sections', () => {
    expect(
      dishesOf({
        Sets: [{ name: 'Bento', price: '€18', description: 'Chef’s choice', dishes: ['Rice', 'Salmon'] }],
      }),
    ).toEqual([['Bento', 'Sets', 18, 'Chef’s choice. Includes: Rice, Salmon']]);
  });

  it('a map entry named by its key', () => {
    expect(dishesOf({ 'Family box': { price: 30, items: ['Wings', 'Fries'] } })).toEqual([
      ['Family box', null, 30, 'Includes: Wings, Fries'],
    ]);
  });

  it('a group without a price stays a section', () => {
    expect(dishesOf([{ name: 'Desserts', items: [{ name: 'Flan', price: 5 }] }])).toEqual([
      ['Flan', 'Desserts', 5, null],
    ]);
  });

  it('groups nested a thousand deep are read within the depth bound, without a crash', () => {
    let meal: unknown = 'Rice';
    for (let level = 0; level < 1000; level += 1) meal = { name: `Set ${level}`, price: 1, items: [meal] };
    expect(() => dishesOf([meal])).not.toThrow();
  });

  it('ends its own description as a sentence once, and counts the parts it does not name', () => {
    const parts = Array.from({ length: 14 }, (_, index) => `Tapa ${index + 1}`);
    expect(dishesOf([{ name: 'Tasting', price: 40, description: 'Great value!  ', items: parts }])).toEqual([
      ['Tasting', null, 40, `Great value! Includes: ${parts.slice(0, 12).join(', ')} and 2 more`],
    ]);
  });

  // From review: each of these was read as one dish, losing the dishes or shifting prices.
  it.each<[string, unknown, unknown[]]>([
    [
      'a priced group named only by `section`',
      [{ section: 'Set lunch', price: 15, items: ['Soup', 'Main'] }],
      [
        ['Soup', 'Set lunch', null, null],
        ['Main', 'Set lunch', null, null],
      ],
    ],
    [
      'a group whose parts have prices of their own',
      [
        {
          name: 'Pizzas',
          price: 9,
          items: [
            { name: 'Margherita', price: 9 },
            { name: 'Diavola', price: 11 },
          ],
        },
      ],
      [
        ['Margherita', 'Pizzas', 9, null],
        ['Diavola', 'Pizzas', 11, null],
      ],
    ],
    [
      'a group with a price in words only',
      [{ name: 'Wines', price: 'varies', items: ['Rioja', 'Chianti'] }],
      [
        ['Rioja', 'Wines', null, null],
        ['Chianti', 'Wines', null, null],
      ],
    ],
    [
      'a group of parts priced in a map',
      [{ name: 'Sides', price: 3, items: { Fries: 3, Salad: 4 } }],
      [
        ['Fries', 'Sides', 3, null],
        ['Salad', 'Sides', 4, null],
      ],
    ],
  ])('%s stays a section', (_label, items, expected) => {
    expect(dishesOf(items)).toEqual(expected);
  });

  it('a menu priced by a parallel list keeps its groups as sections, so the list stays aligned', () => {
    const dishes = menuOf({
      menu_status: 'verified',
      prices: [9, 11, 6],
      items: [{ name: 'Pizzas', price: 9, items: ['Margherita', 'Diavola'] }, 'Tiramisu'],
    }).dishes;
    expect(dishes.map((dish) => [dish.name, dish.price?.amount])).toEqual([
      ['Margherita', 9],
      ['Diavola', 11],
      ['Tiramisu', 6],
    ]);
  });
});

describe('price summaries and blanks (from review)', () => {
  it("a {currency, min, max} summary, as the reference service sends, prices no dish called 'Max'", () => {
    const dishes = menuOf({
      menu_status: 'verified',
      prices: { currency: 'EUR', min: 8, max: 30 },
      items: [
        { name: 'Max', price: null },
        { name: 'Soup', price: 8 },
      ],
    }).dishes;
    expect(
      dishes.map((dish) => [dish.name, dish.price?.amount ?? null, dish.price?.currency ?? null]),
    ).toEqual([
      ['Max', null, null],
      ['Soup', 8, 'EUR'],
    ]);
  });

  it('a blank minor amount is missing, not free', () => {
    expect(parsePrice({ amount_minor: '', amount: 12.5 }, 'EUR')).toMatchObject({
      amount: 12.5,
      currency: 'EUR',
    });
    expect(parsePrice({ cents: '  ' }, 'EUR')?.amount ?? null).toBeNull();
  });
});
