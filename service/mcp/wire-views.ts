import type { ItemView, MenuView, PriceView, SearchHitOutput } from '@/mcp/tool-schemas.ts';
import type { MenuRecord, SearchResultWire, WirePrice } from '@/service/catalog/types.ts';

// The service's own records, already checked against its wire schemas, in the MCP tools' terms.
// Typed shapes only, so no guessing: a bare number takes the menu currency, a label stays text.

function priceView(price: WirePrice, menuCurrency: string | null): PriceView | null {
  if (price === null) return null;
  if (typeof price === 'number') return { amount: price, currency: menuCurrency, text: null };
  if (typeof price === 'string') return { amount: null, currency: menuCurrency, text: price };
  return { amount: price.amount, currency: price.currency, text: null };
}

/** ISO strings and epoch seconds alike become one ISO 8601 UTC form. */
function isoTime(value: MenuRecord['verified_at']): string | null {
  if (value === null) return null;
  return new Date(typeof value === 'number' ? value * 1000 : value).toISOString();
}

function itemViews(record: MenuRecord): ItemView[] {
  const currency = record.prices?.currency ?? null;
  return record.items.map((item) =>
    typeof item === 'string'
      ? { name: item, section: null, price: null, diet_tags: [], description: null }
      : {
          name: item.name,
          section: item.section,
          price: priceView(item.price, currency),
          diet_tags: item.diet_tags,
          description: item.description,
        },
  );
}

/** `placeId` is the one asked for, as the lenient client keys menus too. */
export function wireMenuView(placeId: string, record: MenuRecord): MenuView {
  return {
    place_id: placeId,
    name: record.name,
    menu_status: record.menu_status,
    reason: record.menu_status === 'unavailable' ? (record.reason ?? null) : null,
    items: itemViews(record),
    diet_tags: record.diet_tags,
    source_url: record.source_url,
    verified_at: isoTime(record.verified_at),
  };
}

export function wireSearchHitView(hit: SearchResultWire): SearchHitOutput {
  return {
    dish: hit.dish,
    restaurant: hit.restaurant,
    place_id: hit.place_id,
    price: priceView(hit.price, hit.currency ?? null),
    source_url: hit.source_url,
    verified_at: isoTime(hit.verified_at),
    menu_status: hit.menu_status,
  };
}
