import type { Menu, MenuStatus } from '@/lib/api/model';
import { type MessageKey, t } from '@/lib/i18n/messages';

// Our reading of reason codes; the contract does not list them.
const REASON_TEXT: ReadonlyMap<string, MessageKey> = new Map([
  ['menu_not_public', 'reason.menu_not_public'],
  ['owner_opt_out', 'reason.owner_opt_out'],
  ['no_menu_online', 'reason.no_menu_online'],
] as const);

// A closed place leads with that: its menu hardly matters any more. The closure is said where the
// grade would be and as the notice's title; the notice's text says what it means here (no dishes,
// even those the record still lists), not "This restaurant has closed" a third time.
const CLOSED: ReadonlyMap<string, { label: MessageKey; detail: MessageKey }> = new Map([
  ['closed_permanently', { label: 'closed.permanently', detail: 'closed.permanently.detail' }],
  ['temporarily_closed', { label: 'closed.temporarily', detail: 'closed.temporarily.detail' }],
] as const);

const closure = (menu: Pick<Menu, 'status' | 'unavailableReason'>) =>
  menu.status === 'unavailable' && menu.unavailableReason !== null
    ? CLOSED.get(menu.unavailableReason)
    : undefined;

/** "Permanently closed" for a record unavailable because the place closed; null otherwise. */
export function closedLabel(menu: Pick<Menu, 'status' | 'unavailableReason'>): string | null {
  const closed = closure(menu);
  return closed ? t(closed.label) : null;
}

/** A sentence for a known reason code; unknown codes are shown raw. A closure: see unavailableWords. */
export function reasonText(code: string | null): string {
  if (code === null || code.trim() === '') return t('reason.none');
  const key = REASON_TEXT.get(code);
  return key ? t(key) : t('reason.raw', { reason: code });
}

/**
 * What the panel says of a record that is unavailable: "Permanently closed" and what that means
 * ("Its menu is no longer shown."), else "Menu unavailable" and the service's reason in words.
 */
export function unavailableWords(menu: Pick<Menu, 'status' | 'unavailableReason'>): {
  title: string;
  detail: string;
} {
  const closed = closure(menu);
  return closed
    ? { title: t(closed.label), detail: t(closed.detail) }
    : { title: t('grade.unavailable'), detail: reasonText(menu.unavailableReason) };
}

export interface GradeInfo {
  /** Short visible badge text. */
  label: string;
  /** Plain-language explanation (tooltip and screen readers). */
  description: string;
  /** Class modifier: each grade has its own colour (as a badge, and as text on the trust line). */
  tone: string;
}

/**
 * Badge data for a grade; for unknown grades the raw value the service sent is included. Our
 * interpretation of the grades (the contract does not define them): each is its own tone (colour)
 * and has two messages, `grade.<grade>` and `grade.<grade>.about`.
 */
export function gradeInfo(status: MenuStatus, rawStatus: string | null = null): GradeInfo {
  if (status !== 'unknown' || rawStatus === null || rawStatus.trim() === '') {
    return { label: t(`grade.${status}`), description: t(`grade.${status}.about`), tone: status };
  }
  return {
    label: t('grade.raw', { grade: rawStatus }),
    description: t('grade.raw.about', { grade: rawStatus }),
    tone: status,
  };
}

/** The name to head the panel with: the record's, else the one from the Maps URL. */
export function restaurantName(menuName: string | null | undefined, nameHint: string | null): string {
  if (menuName?.trim()) return menuName;
  if (nameHint?.trim()) return nameHint;
  return t('menu.thisPlace');
}

/**
 * Why a record has no dishes to show, in a few words ("Permanently closed", "Menu unavailable",
 * "No menu yet"); null for a menu.
 */
export function noMenuText(menu: Pick<Menu, 'status' | 'unavailableReason'>): string | null {
  const closed = closedLabel(menu);
  if (closed) return closed;
  if (menu.status === 'unavailable') return t('grade.unavailable');
  if (menu.status === 'none') return t('menu.noMenuYet');
  return null;
}

/** The collapsed panel's one line for a record: "Menu · 12 dishes · Verified", or why it has none. */
export function menuChipText(menu: Menu): string {
  const instead = noMenuText(menu);
  if (instead) return instead;
  const dishes = t('count.dishes', { count: menu.dishes.length });
  return t('menu.chip', { dishes, grade: gradeInfo(menu.status, menu.rawStatus).label });
}

/** The diet tags the catalogue names (lib/api/normalise/diet.ts normalises to these); the options offer them. */
export const NAMED_DIETS = [
  'vegan',
  'vegetarian',
  'gluten-free',
  'halal',
  'kosher',
  'dairy-free',
  'nut-free',
] as const;

/** A diet tag in the reader's language; a tag the catalogue does not name is shown as the service sent it. */
export function dietName(tag: string): string {
  return (NAMED_DIETS as readonly string[]).includes(tag)
    ? t(`diet.${tag as (typeof NAMED_DIETS)[number]}`)
    : tag;
}

/** Diet tags as one "vegan", "vegan or halal", "vegan, halal or kosher", each in the reader's language. */
export function dietList(diets: readonly string[]): string {
  const names = diets.map(dietName);
  if (names.length < 2) return names.join('');
  return t('menu.or', { first: names.slice(0, -1).join(t('menu.listSeparator')), last: names.at(-1) ?? '' });
}
