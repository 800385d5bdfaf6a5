import type { Menu } from '@/lib/api/model';
import { MAX_SHORT_CHARS, readText } from './clean-text';
import { readDietTags } from './diet';
import { isObject, type JsonObject, pick, pickWith } from './fields';
import { readHttpLink } from './http-link';
import { readDishes } from './items';
import { readMenuStatus, readUnavailableReason } from './menu-status';
import { readPriceTable } from './price-table';
import { parseTimestamp } from './timestamp';

const RECORD_KEYS = ['items', 'menu_status', 'prices', 'diet_tags', 'verified_at', 'source_url'] as const;
const WRAPPER_KEYS = ['menu', 'data', 'record', 'result'] as const;
const NAME_KEYS = ['name', 'restaurant', 'restaurant_name', 'title'] as const;

/** A record wrapped once ({menu: {...}} or {data: {...}}) is read from inside the wrapper. */
function unwrap(body: JsonObject): JsonObject {
  if (RECORD_KEYS.some((key) => Object.hasOwn(body, key))) return body;
  const inner = pick(body, WRAPPER_KEYS);
  return isObject(inner) ? inner : body;
}

function readName(value: unknown): string | null {
  return readText(isObject(value) ? pick(value, ['name']) : value, MAX_SHORT_CHARS);
}

/**
 * Normalises a menu record body (already JSON-decoded, an object) into the internal Menu.
 * `placeId` is the one the request asked for: the cache keys by it, whatever the body says.
 */
export function normaliseMenuRecord(placeId: string, body: JsonObject): Menu {
  const record = unwrap(body);
  const { status, rawStatus } = readMenuStatus(pick(record, ['menu_status', 'status', 'grade']));
  const table = readPriceTable(
    pick(record, ['prices', 'price']),
    pick(record, ['currency', 'currency_code']),
  );
  return {
    placeId,
    name: pickWith(record, NAME_KEYS, readName),
    status,
    rawStatus,
    unavailableReason: status === 'unavailable' ? readUnavailableReason(record) : null,
    dishes: readDishes(pick(record, ['items', 'dishes', 'menu_items']), table),
    dietTags: readDietTags(pick(record, ['diet_tags', 'dietary', 'diet'])),
    sourceUrl: pickWith(record, ['source_url', 'source', 'url'], readHttpLink),
    verifiedAt: pickWith(record, ['verified_at', 'verifiedAt', 'last_verified'], parseTimestamp),
  };
}
