import type { Menu, MenuStatus } from '@/lib/api/model';
import { t } from '@/lib/i18n/messages';

type Unavailable = Pick<Menu, 'status' | 'unavailableReason'>;

/** Whether `value` is one of `known` (a catalogue names each). */
const isOneOf = <T extends string>(known: readonly T[], value: string | null): value is T =>
  (known as readonly (string | null)[]).includes(value);

// Our reading of reason codes; the contract does not list them.
const REASONS = ['menu_not_public', 'owner_opt_out', 'no_menu_online'] as const;

// A closed place leads with that: its menu hardly matters any more. The closure is said where the
// grade would be; the notice says what it means here (no dishes, even those the record still lists),
// not "This restaurant has closed" again.
const CLOSED = {
  closed_permanently: 'closed.permanently',
  temporarily_closed: 'closed.temporarily',
} as const;

const closure = ({ status, unavailableReason: reason }: Unavailable) =>
  status === 'unavailable' && reason !== null && Object.hasOwn(CLOSED, reason)
    ? CLOSED[reason as keyof typeof CLOSED]
    : null;

/** "Permanently closed" for a record unavailable because the place closed; null otherwise. */
export function closedLabel(menu: Unavailable): string | null {
  const closed = closure(menu);
  return closed && t(closed);
}

/** A sentence for a known reason code; unknown codes are shown raw. A closure: see unavailableWhy. */
export function reasonText(code: string | null): string {
  if (code === null || code.trim() === '') return t('reason.none');
  return isOneOf(REASONS, code) ? t(`reason.${code}`) : t('reason.raw', { reason: code });
}

/**
 * Why a record is unavailable, in a sentence: what a closure means here ("Its menu is no longer
 * shown."), else the service's reason in words. What it is (the closure, else "Menu unavailable")
 * leads the trust line, once.
 */
export function unavailableWhy(menu: Unavailable): string {
  const closed = closure(menu);
  return closed ? t(`${closed}.detail`) : reasonText(menu.unavailableReason);
}

/**
 * Badge data for a grade: its visible label, the plain-language explanation (tooltip and screen
 * readers) and its tone, a class modifier (each grade its own colour). Our interpretation of the
 * grades (the contract does not define them): each has `grade.<grade>` and `grade.<grade>.about`;
 * an unknown grade names the raw value the service sent.
 */
export function gradeInfo(status: MenuStatus, rawStatus: string | null = null) {
  if (status === 'unknown' && rawStatus?.trim()) {
    const grade = { grade: rawStatus };
    return { label: t('grade.raw', grade), description: t('grade.raw.about', grade), tone: status };
  }
  return { label: t(`grade.${status}`), description: t(`grade.${status}.about`), tone: status };
}

/** The name to head the panel with: the record's, else the one from the Maps URL. */
export function restaurantName(menuName: string | null | undefined, nameHint: string | null): string {
  return menuName?.trim() ? menuName : nameHint?.trim() ? nameHint : t('menu.thisPlace');
}

/**
 * Why a record has no dishes to show, in a few words ("Permanently closed", "Menu unavailable",
 * "No menu yet"); null for a menu.
 */
export function noMenuText(menu: Unavailable): string | null {
  if (menu.status === 'unavailable') return closedLabel(menu) ?? t('grade.unavailable');
  return menu.status === 'none' ? t('menu.noMenuYet') : null;
}

/** The collapsed panel's one line for a record: "Menu · 12 dishes · Verified", or why it has none. */
export function menuChipText(menu: Menu): string {
  const dishes = t('count.dishes', { count: menu.dishes.length });
  return noMenuText(menu) ?? t('menu.chip', { dishes, grade: gradeInfo(menu.status, menu.rawStatus).label });
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
  return isOneOf(NAMED_DIETS, tag) ? t(`diet.${tag}`) : tag;
}

/** Diet tags as one "vegan", "vegan or halal", "vegan, halal or kosher", each in the reader's language. */
export function dietList(diets: readonly string[]): string {
  const names = diets.map(dietName);
  if (names.length < 2) return names.join('');
  return t('menu.or', { first: names.slice(0, -1).join(t('menu.listSeparator')), last: names.at(-1) ?? '' });
}
