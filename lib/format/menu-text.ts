import type { MenuStatus, Price } from '@/lib/api/model';

// Pure display helpers shared by the inline panel and the popup. `locale` is a parameter so tests
// can pin it; the components pass undefined (the browser's locale).

// Creating an Intl formatter costs far more than using one (the first in a process loads ICU data),
// and a menu formats every dish and several times: each is made once per locale and options.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let made = formatters.get(key);
  if (!made) {
    // A bound against a hostile menu listing many distinct currency codes.
    if (formatters.size > 63) formatters.clear();
    made = make();
    formatters.set(key, made);
  }
  return made;
}

/**
 * Makes the formatters a menu needs ahead of it: the first one in a process loads ICU data (tens of
 * ms), which the popup can do while it waits for the worker's answer. Currencies share that load.
 */
export function warmUpFormats(): void {
  formatPrice({ amount: 1, currency: 'USD', text: null });
}

/** Price in its currency; `amount code` when Intl rejects the code; the free text when no amount. */
export function formatPrice(price: Price | null, locale?: string): string | null {
  if (price === null) return null;
  const { amount, currency, text } = price;
  if (amount === null || !Number.isFinite(amount)) return text?.trim() ? text : null;
  const code = currency?.trim() ? currency : '';
  try {
    return formatter(
      `n ${locale} ${code}`,
      () => new Intl.NumberFormat(locale, code ? { style: 'currency', currency: code } : {}),
    ).format(amount);
  } catch {
    // Intl throws a RangeError on malformed currency codes ("EURO", "€").
    return `${amount} ${currency}`;
  }
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
type RelativeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';
// Largest first: the largest unit that fits in the elapsed time names it.
const RELATIVE_UNITS: ReadonlyArray<[RelativeUnit, number]> = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];
const ONE_AGO: Partial<Record<RelativeUnit, string>> = {
  year: 'last year',
  month: 'last month',
  week: 'last week',
  day: 'yesterday',
};

/**
 * "3 days ago" for a past instant. Under 45 seconds, and future instants (clock skew), read as "just now".
 * English like the rest of the interface, and without Intl: the first Intl call in a page sets up
 * ICU (25–50 ms measured here), which the inline panel would pay on every Maps page it shows on.
 */
export function relativeTime(then: number, now: number): string {
  const elapsed = Math.max(0, now - then);
  if (elapsed < 45 * SECOND) return 'just now';
  const [unit, length] = RELATIVE_UNITS.find(([, length]) => elapsed >= length) ?? ['second', SECOND];
  const count = Math.floor(elapsed / length);
  if (count === 1) return ONE_AGO[unit] ?? `1 ${unit} ago`;
  return `${count} ${unit}s ago`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Dates and times are English like relativeTime and, like it, made without Intl: the first Intl
// call of a page sets up ICU, 25–50 ms of the Maps page's main thread.

/** "17 Nov 2026", local time. */
export function dateText(epochMs: number): string {
  const date = new Date(epochMs);
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** "14:05", local time. */
export function clockText(epochMs: number): string {
  const date = new Date(epochMs);
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** "17 Nov 2026, 14:05", local time. */
export function absoluteTime(epochMs: number): string {
  return `${dateText(epochMs)}, ${clockText(epochMs)}`;
}

/** False for NaN and for instants Date cannot represent (toISOString would throw). */
export function isValidInstant(epochMs: number | null): epochMs is number {
  return epochMs !== null && Number.isFinite(epochMs) && Math.abs(epochMs) <= 8.64e15;
}

// Our reading of reason codes; the contract does not list them.
const REASON_TEXT: ReadonlyMap<string, string> = new Map([
  ['closed_permanently', 'This restaurant has closed permanently.'],
  ['temporarily_closed', 'This restaurant is temporarily closed.'],
  ['menu_not_public', 'The restaurant does not make its menu public.'],
  ['owner_opt_out', 'The owner asked for the menu not to be shown.'],
  ['no_menu_online', 'The restaurant has no menu online.'],
]);

/** A sentence for a known reason code; unknown codes are shown raw. */
export function reasonText(code: string | null): string {
  if (code === null || code.trim() === '') return 'No reason was given.';
  return REASON_TEXT.get(code) ?? `Reason: ${code}`;
}

export interface GradeInfo {
  /** Short visible badge text. */
  label: string;
  /** Plain-language explanation (tooltip and screen readers). */
  description: string;
  /** Modifier class: each grade has its own colour. */
  className: string;
}

// Our interpretation of the grades; the contract does not define them.
export const GRADE_INFO: Readonly<Record<MenuStatus, GradeInfo>> = {
  verified: {
    label: 'Verified',
    description: "Verified: checked by the menu service against the restaurant's own menu.",
    className: 'mom-badge--verified',
  },
  crawled: {
    label: 'From website',
    description: "Read automatically from the restaurant's website; it may be out of date.",
    className: 'mom-badge--crawled',
  },
  scanned: {
    label: 'Scanned',
    description: 'Read from a photo or scan of the menu (OCR); it may contain errors.',
    className: 'mom-badge--scanned',
  },
  none: {
    label: 'No menu yet',
    description: 'The menu service has no menu for this place yet.',
    className: 'mom-badge--none',
  },
  unavailable: {
    label: 'Unavailable',
    description: 'A menu exists but cannot be shown.',
    className: 'mom-badge--unavailable',
  },
  unknown: {
    label: 'Unknown grade',
    description: 'The menu service sent a grade this version does not know.',
    className: 'mom-badge--unknown',
  },
};

/** Badge data for a grade; for unknown grades the raw value the service sent is included. */
export function gradeInfo(status: MenuStatus, rawStatus: string | null = null): GradeInfo {
  const info = GRADE_INFO[status];
  if (status !== 'unknown' || rawStatus === null || rawStatus.trim() === '') return info;
  return {
    ...info,
    label: `Grade: ${rawStatus}`,
    description: `The menu service sent a grade this version does not know: "${rawStatus}".`,
  };
}

/** The name to head the panel with: the record's, else the one from the Maps URL. */
export function restaurantName(menuName: string | null | undefined, nameHint: string | null): string {
  if (menuName?.trim()) return menuName;
  if (nameHint?.trim()) return nameHint;
  return 'This place';
}
