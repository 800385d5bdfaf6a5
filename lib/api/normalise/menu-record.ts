import { MENU_STATUSES, type Menu, type MenuStatus } from '@/lib/api/model';
import { readDietTags } from './diet';
import {
  isObject,
  type JsonObject,
  MAX_REASON_CHARS,
  MAX_SHORT_CHARS,
  pick,
  pickWith,
  readHttpLink,
  readNamed,
  readText,
} from './fields';
import { readDishes, readPriceTable } from './items';
import { parseTimestamp } from './timestamp';

const RECORD_KEYS = ['items', 'menu_status', 'prices', 'diet_tags', 'verified_at', 'source_url'] as const;
const WRAPPER_KEYS = ['menu', 'data', 'record', 'result'] as const;
const NAME_KEYS = ['name', 'restaurant', 'restaurant_name', 'title'] as const;
const KNOWN_STATUSES = new Set<string>(MENU_STATUSES);
/** Where bodies put the reason code for an unavailable menu, in order of preference. */
const REASON_FIELDS = ['reason', 'reason_code', 'unavailable_reason', 'code', 'status_reason', 'unavailable'];
const REASON_CONTAINERS = ['details', 'detail', 'menu_status', 'status', 'error'] as const;

/** Known grades case-insensitively; anything else is "unknown" with the original kept. */
export function readMenuStatus(raw: unknown): { status: MenuStatus; rawStatus: string | null } {
  const rawStatus = readNamed(raw, ['value', 'code', 'name', 'status'], MAX_SHORT_CHARS);
  const lowered = rawStatus?.toLowerCase() ?? '';
  return { status: KNOWN_STATUSES.has(lowered) ? (lowered as MenuStatus) : 'unknown', rawStatus };
}

/** A reason given as a string or number, or an object carrying one (`{code}`, `{reason}`). */
function reasonValue(raw: unknown, depth = 0): string | null {
  if (isObject(raw)) {
    const inner = pick(raw, ['code', 'reason', 'reason_code', 'value', 'name']);
    return depth < 2 ? reasonValue(inner, depth + 1) : null;
  }
  return typeof raw === 'boolean' ? null : readText(raw, MAX_REASON_CHARS);
}

/** The reason code of an unavailable record, wherever the body put it (top level or one level down). */
export function readUnavailableReason(body: JsonObject): string | null {
  const nested = REASON_CONTAINERS.map((container) => pick(body, [container])).filter(isObject);
  for (const obj of [body, ...nested]) {
    const reason = pickWith(obj, REASON_FIELDS, reasonValue);
    if (reason !== null) return reason;
  }
  return null;
}

/**
 * Normalises a menu record body (already JSON-decoded, an object) into the internal Menu.
 * `placeId` is the one the request asked for: the cache keys by it, whatever the body says.
 * A record wrapped once ({menu: {...}} or {data: {...}}) is read from inside the wrapper.
 */
export function normaliseMenuRecord(placeId: string, body: JsonObject): Menu {
  const inner = RECORD_KEYS.some((key) => Object.hasOwn(body, key)) ? body : pick(body, WRAPPER_KEYS);
  const record = isObject(inner) ? inner : body;
  const { status, rawStatus } = readMenuStatus(pick(record, ['menu_status', 'status', 'grade']));
  const table = readPriceTable(
    pick(record, ['prices', 'price']),
    pick(record, ['currency', 'currency_code']),
  );
  return {
    placeId,
    name: pickWith(record, NAME_KEYS, (value) => readNamed(value, ['name'], MAX_SHORT_CHARS)),
    status,
    rawStatus,
    unavailableReason: status === 'unavailable' ? readUnavailableReason(record) : null,
    dishes: readDishes(pick(record, ['items', 'dishes', 'menu_items']), table),
    dietTags: readDietTags(pick(record, ['diet_tags', 'dietary', 'diet'])),
    sourceUrl: pickWith(record, ['source_url', 'source', 'url'], readHttpLink),
    verifiedAt: pickWith(record, ['verified_at', 'verifiedAt', 'last_verified'], parseTimestamp),
  };
}
