import {
  type ItemView,
  MAX_ITEMS,
  type MenuDetail,
  type MenuOutput,
  type MenuView,
  type PriceView,
  type SearchHitOutput,
  type SearchOutput,
} from './tool-schemas.ts';

// Turns what a transport read into the answer an agent gets. Both transports shape here, so a
// long menu is cut, a price range is summed up and a search is marked truncated in one way.

/** The menu's currency and price range, from its dishes; null when no dish has a price. */
export function priceSummary(items: readonly ItemView[]): MenuOutput['prices'] {
  const prices = items.map((item) => item.price).filter((price): price is PriceView => price !== null);
  if (prices.length === 0) return null;
  const currencies = new Set(prices.flatMap((price) => (price.currency === null ? [] : [price.currency])));
  // A range across currencies would compare yen with euros: give none.
  const amounts =
    currencies.size > 1 ? [] : prices.flatMap((price) => (price.amount === null ? [] : [price.amount]));
  return {
    currency: currencies.size === 1 ? [...currencies][0]! : null,
    min: amounts.length > 0 ? Math.min(...amounts) : null,
    max: amounts.length > 0 ? Math.max(...amounts) : null,
  };
}

export function shapeMenu(menu: MenuView, detail: MenuDetail): MenuOutput {
  const listed = menu.items.slice(0, MAX_ITEMS[detail]);
  return {
    ...menu,
    items: detail === 'detailed' ? listed : listed.map(({ description: _omitted, ...item }) => item),
    items_total: menu.items.length,
    prices: priceSummary(menu.items),
    detail,
  };
}

/**
 * `found` is what the transport got, ideally one result more than `limit`: that one tells the
 * agent that more matched (`truncated`) without being listed.
 */
export function shapeSearch(query: string, found: readonly SearchHitOutput[], limit: number): SearchOutput {
  return { query, results: found.slice(0, limit), truncated: found.length > limit };
}
