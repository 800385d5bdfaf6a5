import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MENU_STATUSES } from '@/lib/api/model';
import {
  closedLabel,
  dietList,
  gradeInfo,
  menuChipText,
  noMenuText,
  reasonText,
  restaurantName,
  unavailableWhy,
} from '@/lib/format/menu-text';
import { SHIPPED_LANGUAGES } from '@/lib/i18n/languages';
import { dish, menu, menuOfGrade } from '@/tests/fixtures/menu-views';

describe('reasonText', () => {
  it('words the known reason codes', () => {
    expect(reasonText('menu_not_public')).toBe('The restaurant does not make its menu public.');
    expect(reasonText('owner_opt_out')).toBe('The owner asked for the menu not to be shown.');
    expect(reasonText('no_menu_online')).toBe('The restaurant has no menu online.');
  });

  it('shows unknown codes raw, including names of Object.prototype members', () => {
    expect(reasonText('weird_code')).toBe('Reason: weird_code');
    expect(reasonText('__proto__')).toBe('Reason: __proto__');
    expect(reasonText('toString')).toBe('Reason: toString');
    expect(reasonText(null)).toBe('No reason was given.');
  });
});

describe('gradeInfo', () => {
  it('has a distinct label, explanation and colour class for every grade', () => {
    const infos = MENU_STATUSES.map((status) => gradeInfo(status));
    for (const key of ['label', 'description', 'tone'] as const) {
      expect(new Set(infos.map((info) => info[key])).size).toBe(MENU_STATUSES.length);
    }
    expect(gradeInfo('scanned').description).toMatch(/photo or scan.*OCR/);
    expect(gradeInfo('crawled').description).toMatch(/website/);
  });

  it('includes the raw grade for unknown grades', () => {
    const info = gradeInfo('unknown', 'half_checked');
    expect(info.label).toBe('Grade: half_checked');
    expect(info.description).toContain('“half_checked”');
    expect(gradeInfo('unknown', null).label).toBe('Unknown grade');
    expect(gradeInfo('verified', 'verified').label).toBe('Verified');
  });
});

describe('restaurantName', () => {
  it('prefers the record name, then the URL hint, then a generic phrase', () => {
    expect(restaurantName('Sole', 'Hint')).toBe('Sole');
    expect(restaurantName(null, 'Hint')).toBe('Hint');
    expect(restaurantName('  ', null)).toBe('This place');
    expect(restaurantName(undefined, '')).toBe('This place');
  });
});

describe('closedLabel', () => {
  it('names a closure, and nothing else', () => {
    const unavailable = (reason: string | null) => ({
      status: 'unavailable' as const,
      unavailableReason: reason,
    });
    expect(closedLabel(unavailable('closed_permanently'))).toBe('Permanently closed');
    expect(closedLabel(unavailable('temporarily_closed'))).toBe('Temporarily closed');
    expect(closedLabel(unavailable('menu_not_public'))).toBeNull();
    expect(closedLabel(unavailable(null))).toBeNull();
    expect(closedLabel({ status: 'verified', unavailableReason: 'closed_permanently' })).toBeNull();
  });
});

describe('unavailableWhy', () => {
  const unavailable = (reason: string | null) => ({
    status: 'unavailable' as const,
    unavailableReason: reason,
  });

  it('says what a closure means, without saying the closure again', () => {
    expect(unavailableWhy(unavailable('closed_permanently'))).toBe('Its menu is no longer shown.');
    expect(unavailableWhy(unavailable('temporarily_closed'))).toBe('Its menu is not shown for now.');
  });

  it('gives any other reason in words', () => {
    expect(unavailableWhy(unavailable('owner_opt_out'))).toBe(
      'The owner asked for the menu not to be shown.',
    );
    expect(unavailableWhy(unavailable(null))).toBe('No reason was given.');
  });
});

describe('menuChipText', () => {
  // A narrow or zoomed pill wraps: each "·" goes to the next line with the word after it, never
  // ending a line ("Menu · 12 dishes ·" then "Verified").
  it.each(SHIPPED_LANGUAGES)('%s: keeps each separator with the word after it', (language) => {
    const catalogue = JSON.parse(readFileSync(`locales/${language}.json`, 'utf8')) as Record<string, string>;
    const chip = catalogue['menu.chip'] ?? '';
    expect(chip.match(/·/g)).toHaveLength(2);
    expect(chip).not.toMatch(/·[ \t]/);
    expect(chip).toMatch(/·\u00a0\{dishes\} ·\u00a0\{grade\}$/);
    // The pill's other line ("Menu · Not loaded") and the trust line's "· date unknown" wrap too.
    for (const key of ['menu.chipState', 'menu.dateUnknown']) {
      expect(catalogue[key], key).toMatch(/·\u00a0\S/);
      expect(catalogue[key], key).not.toMatch(/·[ \t]/);
    }
  });

  it('says what a collapsed panel holds', () => {
    expect(menuChipText(menu())).toBe('Menu ·\u00a06 dishes ·\u00a0Verified');
    expect(menuChipText(menu({ status: 'crawled', dishes: [dish({ name: 'Soup' })] }))).toBe(
      'Menu ·\u00a01 dish ·\u00a0From website',
    );
    expect(menuChipText(menuOfGrade('none'))).toBe('No menu yet');
    expect(menuChipText(menuOfGrade('unavailable'))).toBe('Menu unavailable');
    expect(menuChipText(menu({ status: 'unavailable', unavailableReason: 'closed_permanently' }))).toBe(
      'Permanently closed',
    );
  });
});

describe('noMenuText', () => {
  it('names why a record has no dishes to show, and nothing for a menu', () => {
    const none = (status: (typeof MENU_STATUSES)[number], unavailableReason: string | null = null) =>
      noMenuText({ status, unavailableReason });
    expect(none('unavailable', 'closed_permanently')).toBe('Permanently closed');
    expect(none('unavailable', 'temporarily_closed')).toBe('Temporarily closed');
    expect(none('unavailable', 'owner_opt_out')).toBe('Menu unavailable');
    expect(none('unavailable')).toBe('Menu unavailable');
    expect(none('none')).toBe('No menu yet');
    for (const status of ['verified', 'crawled', 'scanned', 'unknown'] as const)
      expect(none(status)).toBeNull();
  });
});

describe('dietList', () => {
  it('joins with "or"', () => {
    expect(dietList([])).toBe('');
    expect(dietList(['vegan'])).toBe('vegan');
    expect(dietList(['vegan', 'halal'])).toBe('vegan or halal');
    expect(dietList(['vegan', 'halal', 'kosher'])).toBe('vegan, halal or kosher');
  });
});
