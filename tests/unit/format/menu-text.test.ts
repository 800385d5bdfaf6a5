import { describe, expect, it } from 'vitest';
import { MENU_STATUSES } from '@/lib/api/model';
import { GRADE_INFO, gradeInfo, reasonText, restaurantName } from '@/lib/format/menu-text';

describe('reasonText', () => {
  it('words the known reason codes', () => {
    expect(reasonText('closed_permanently')).toBe('This restaurant has closed permanently.');
    expect(reasonText('temporarily_closed')).toBe('This restaurant is temporarily closed.');
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
    const infos = MENU_STATUSES.map((status) => GRADE_INFO[status]);
    for (const key of ['label', 'description', 'className'] as const) {
      expect(new Set(infos.map((info) => info[key])).size).toBe(MENU_STATUSES.length);
    }
    expect(gradeInfo('scanned').description).toMatch(/photo or scan.*OCR/);
    expect(gradeInfo('crawled').description).toMatch(/website/);
  });

  it('includes the raw grade for unknown grades', () => {
    const info = gradeInfo('unknown', 'half_checked');
    expect(info.label).toBe('Grade: half_checked');
    expect(info.description).toContain('"half_checked"');
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
