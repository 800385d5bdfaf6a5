import { MENU_STATUSES, type MenuStatus } from '@/lib/api/model';
import { MAX_REASON_CHARS, MAX_SHORT_CHARS, readText } from './clean-text';
import { isObject, type JsonObject, pick, pickWith } from './fields';

const KNOWN = new Set<string>(MENU_STATUSES);
const STATUS_OBJECT_KEYS = ['value', 'code', 'name', 'status'] as const;
const REASON_VALUE_KEYS = ['code', 'reason', 'reason_code', 'value', 'name'] as const;
/** Where bodies put the reason code for an unavailable menu, in order of preference. */
const REASON_FIELDS = [
  'reason',
  'reason_code',
  'unavailable_reason',
  'code',
  'status_reason',
  'unavailable',
] as const;
const REASON_CONTAINERS = ['details', 'detail', 'menu_status', 'status', 'error'] as const;

/** Known grades case-insensitively; anything else is "unknown" with the original kept. */
export function readMenuStatus(raw: unknown): { status: MenuStatus; rawStatus: string | null } {
  const value = isObject(raw) ? pick(raw, STATUS_OBJECT_KEYS) : raw;
  const rawStatus = readText(value, MAX_SHORT_CHARS);
  if (rawStatus === null) return { status: 'unknown', rawStatus: null };
  const lowered = rawStatus.toLowerCase();
  return { status: KNOWN.has(lowered) ? (lowered as MenuStatus) : 'unknown', rawStatus };
}

/** A reason given as a string or number, or an object carrying one (`{code}`, `{reason}`). */
function reasonValue(raw: unknown, depth = 0): string | null {
  if (isObject(raw)) return depth < 2 ? reasonValue(pick(raw, REASON_VALUE_KEYS), depth + 1) : null;
  if (typeof raw === 'boolean') return null;
  return readText(raw, MAX_REASON_CHARS);
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
