import type { ApiResult } from '@/lib/api/api-result';
import {
  type Menu,
  MenuSchema,
  type SearchHit,
  type SearchResult,
  SearchResultSchema,
} from '@/lib/api/model';
import type { z } from '@/lib/zod';
import {
  isObject,
  type JsonObject,
  MAX_NAME_CHARS,
  MAX_SHORT_CHARS,
  pick,
  pickWith,
  readHttpLink,
  readNamed,
  readText,
} from './fields';
import { normaliseMenuRecord, readMenuStatus } from './menu-record';
import { parsePrice, readCurrency } from './price';
import { parseTimestamp } from './timestamp';

// From response text to the model; never throws: a body not a JSON object is invalid.

/** Largest response body read, in UTF-8 bytes (the client stops reading past it). */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;
const MAX_SEARCH_HITS = 500;
const MAX_HITS_VISITED = 5000;

function invalid(message: string): ApiResult<never> {
  return { ok: false, error: { kind: 'invalid_response', message } };
}

/** Lenient: any JSON object is accepted, normalised, then checked against the model's `schema`. */
function fromJson<T>(
  json: unknown,
  normalise: (body: JsonObject) => unknown,
  schema: z.ZodMiniType<T>,
): ApiResult<T> {
  if (!isObject(json)) return invalid('body is not a JSON object');
  try {
    const result = schema.safeParse(normalise(json));
    if (result.success) return { ok: true, value: result.data };
    return invalid(result.error.issues[0]?.message ?? 'body does not fit the model');
  } catch {
    return invalid('body could not be read');
  }
}

function fromText<T>(text: string, read: (json: unknown) => ApiResult<T>): ApiResult<T> {
  try {
    return read(JSON.parse(text.replace(/^\uFEFF/, '')));
  } catch {
    return invalid('body is not JSON');
  }
}

export function menuFromJson(placeId: string, json: unknown): ApiResult<Menu> {
  if (placeId.trim() === '') return invalid('empty place id');
  return fromJson(json, (body) => normaliseMenuRecord(placeId, body), MenuSchema);
}

export const parseMenuBody = (placeId: string, text: string): ApiResult<Menu> =>
  fromText(text, (json) => menuFromJson(placeId, json));

export const parseSearchBody = (sentQuery: string, text: string): ApiResult<SearchResult> =>
  fromText(text, (json) => fromJson(json, (body) => normaliseSearch(sentQuery, body), SearchResultSchema));

/** One search hit, with a nested `dish` or `restaurant` object consulted as a fallback. */
function readHit(element: unknown, envelopeCurrency: string | null): SearchHit | null {
  if (!isObject(element)) return null;
  const asName = (v: unknown) => readNamed(v, ['name', 'title'], MAX_NAME_CHARS);
  const dish = pickWith(element, ['dish', 'name', 'dish_name', 'title'], asName);
  if (dish === null) return null;
  const nested = (key: string) => {
    const inner = pick(element, [key]);
    return isObject(inner) ? inner : {};
  };
  const asPlaceId = (v: unknown) => readText(v, 500);
  const currency = readCurrency(pick(element, ['currency', 'currency_code'])) ?? envelopeCurrency;
  const rawPrice =
    pick(element, ['price', 'prices', 'cost']) ?? pick(nested('dish'), ['price', 'prices', 'cost']);
  return {
    dish,
    restaurant: pickWith(element, ['restaurant', 'restaurant_name'], (v) =>
      readNamed(v, ['name', 'title'], MAX_SHORT_CHARS),
    ),
    placeId:
      pickWith(element, ['place_id', 'placeId', 'placeid'], asPlaceId) ??
      pickWith(nested('restaurant'), ['place_id', 'placeId', 'id'], asPlaceId),
    price: parsePrice(rawPrice, currency),
    sourceUrl: pickWith(element, ['source_url', 'source', 'url'], readHttpLink),
    verifiedAt: pickWith(element, ['verified_at', 'verifiedAt'], parseTimestamp),
    status: readMenuStatus(pick(element, ['menu_status', 'status'])).status,
  };
}

/** A search body; `sentQuery` stands in when the body does not echo the query. */
function normaliseSearch(sentQuery: string, body: JsonObject): SearchResult {
  const results = pick(body, ['results', 'hits']);
  const currency = readCurrency(pick(body, ['currency']));
  const hits: SearchHit[] = [];
  for (const element of Array.isArray(results) ? results.slice(0, MAX_HITS_VISITED) : []) {
    const hit = readHit(element, currency);
    if (hit) hits.push(hit);
    if (hits.length >= MAX_SEARCH_HITS) break;
  }
  const query =
    readText(pick(body, ['query', 'q']), MAX_SHORT_CHARS) ??
    readText(sentQuery, MAX_SHORT_CHARS) ??
    sentQuery;
  return { query, hits };
}
