import type { MenuStatus } from '@/lib/api/model';

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
