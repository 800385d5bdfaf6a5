import type { Menu, MenuStatus } from '@/lib/api/model';
import { countOf } from './counts';

// Our reading of reason codes; the contract does not list them.
const REASON_TEXT: ReadonlyMap<string, string> = new Map([
  ['closed_permanently', 'This restaurant has closed permanently.'],
  ['temporarily_closed', 'This restaurant is temporarily closed.'],
  ['menu_not_public', 'The restaurant does not make its menu public.'],
  ['owner_opt_out', 'The owner asked for the menu not to be shown.'],
  ['no_menu_online', 'The restaurant has no menu online.'],
]);

// A closed place leads with that: its menu hardly matters any more.
const CLOSED_LABEL: ReadonlyMap<string, string> = new Map([
  ['closed_permanently', 'Permanently closed'],
  ['temporarily_closed', 'Temporarily closed'],
]);

/** "Permanently closed" for a record unavailable because the place closed; null otherwise. */
export function closedLabel(menu: Pick<Menu, 'status' | 'unavailableReason'>): string | null {
  if (menu.status !== 'unavailable' || menu.unavailableReason === null) return null;
  return CLOSED_LABEL.get(menu.unavailableReason) ?? null;
}

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
  /** Class modifier: each grade has its own colour (as a badge, and as text on the trust line). */
  tone: string;
}

// Our interpretation of the grades; the contract does not define them.
export const GRADE_INFO: Readonly<Record<MenuStatus, GradeInfo>> = {
  verified: {
    label: 'Verified',
    description: "Verified: checked by the menu service against the restaurant's own menu.",
    tone: 'verified',
  },
  crawled: {
    label: 'From website',
    description: "Read automatically from the restaurant's website; it may be out of date.",
    tone: 'crawled',
  },
  scanned: {
    label: 'Scanned',
    description: 'Read from a photo or scan of the menu (OCR); it may contain errors.',
    tone: 'scanned',
  },
  none: {
    label: 'No menu yet',
    description: 'The menu service has no menu for this place yet.',
    tone: 'none',
  },
  unavailable: {
    label: 'Unavailable',
    description: 'A menu exists but cannot be shown.',
    tone: 'unavailable',
  },
  unknown: {
    label: 'Unknown grade',
    description: 'The menu service sent a grade this version does not know.',
    tone: 'unknown',
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

/**
 * Why a record has no dishes to show, in a few words ("Permanently closed", "Menu unavailable",
 * "No menu yet"); null for a menu.
 */
export function noMenuText(menu: Pick<Menu, 'status' | 'unavailableReason'>): string | null {
  const closed = closedLabel(menu);
  if (closed) return closed;
  if (menu.status === 'unavailable') return 'Menu unavailable';
  if (menu.status === 'none') return 'No menu yet';
  return null;
}

/** The collapsed panel's one line for a record: "Menu · 12 dishes · Verified", or why it has none. */
export function menuChipText(menu: Menu): string {
  const instead = noMenuText(menu);
  if (instead) return instead;
  const dishes = countOf(menu.dishes.length, { one: 'dish', other: 'dishes' });
  return `Menu · ${dishes} · ${gradeInfo(menu.status, menu.rawStatus).label}`;
}

/** "vegan", "vegan or halal", "vegan, halal or kosher". */
export function orList(items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}
