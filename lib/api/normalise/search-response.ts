import type { SearchHit, SearchResult } from '@/lib/api/model';
import { MAX_NAME_CHARS, MAX_SHORT_CHARS, readText } from './clean-text';
import { readCurrency } from './currency';
import { isObject, type JsonObject, pick, pickWith } from './fields';
import { readHttpLink } from './http-link';
import { readMenuStatus } from './menu-status';
import { parsePrice } from './price';
import { parseTimestamp } from './timestamp';

export const MAX_SEARCH_HITS = 500;
const MAX_ENTRIES_VISITED = 5000;
const MAX_PLACE_ID_CHARS = 500;

const asName = (v: unknown) => readText(isObject(v) ? pick(v, ['name', 'title']) : v, MAX_NAME_CHARS);
const asRestaurant = (v: unknown) => readText(isObject(v) ? pick(v, ['name', 'title']) : v, MAX_SHORT_CHARS);
const asPlaceId = (v: unknown) => readText(v, MAX_PLACE_ID_CHARS);

/** The element, with a nested `dish` or `restaurant` object consulted as a fallback. */
function nested(element: JsonObject, key: string): JsonObject {
  const inner = Object.hasOwn(element, key) ? element[key] : undefined;
  return isObject(inner) ? inner : {};
}

function readHit(element: unknown, envelopeCurrency: string | null): SearchHit | null {
  if (!isObject(element)) return null;
  const dish = pickWith(element, ['dish', 'name', 'dish_name', 'title'], asName);
  if (dish === null) return null;
  const dishObject = nested(element, 'dish');
  const restaurantObject = nested(element, 'restaurant');
  const currency = readCurrency(pick(element, ['currency', 'currency_code'])) ?? envelopeCurrency;
  const rawPrice =
    pick(element, ['price', 'prices', 'cost']) ?? pick(dishObject, ['price', 'prices', 'cost']);
  return {
    dish,
    restaurant: pickWith(element, ['restaurant', 'restaurant_name'], asRestaurant),
    placeId:
      pickWith(element, ['place_id', 'placeId', 'placeid'], asPlaceId) ??
      pickWith(restaurantObject, ['place_id', 'placeId', 'id'], asPlaceId),
    price: parsePrice(rawPrice, currency),
    sourceUrl: pickWith(element, ['source_url', 'source', 'url'], readHttpLink),
    verifiedAt: pickWith(element, ['verified_at', 'verifiedAt'], parseTimestamp),
    status: readMenuStatus(pick(element, ['menu_status', 'status'])).status,
  };
}

/** Normalises a search body; `sentQuery` stands in when the body does not echo the query. */
export function normaliseSearchResponse(sentQuery: string, body: JsonObject): SearchResult {
  const results = pick(body, ['results', 'hits']);
  const currency = readCurrency(pick(body, ['currency']));
  const hits: SearchHit[] = [];
  if (Array.isArray(results)) {
    for (const element of results.slice(0, MAX_ENTRIES_VISITED)) {
      const hit = readHit(element, currency);
      if (hit) hits.push(hit);
      if (hits.length >= MAX_SEARCH_HITS) break;
    }
  }
  const query =
    readText(pick(body, ['query', 'q']), MAX_SHORT_CHARS) ??
    readText(sentQuery, MAX_SHORT_CHARS) ??
    sentQuery;
  return { query, hits };
}
