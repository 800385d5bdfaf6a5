// @vitest-environment happy-dom
import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { MENU_STATUSES, type MenuStatus } from '@/lib/api/model';
import { cached, menu, menuOfGrade, view } from '@/tests/fixtures/menu-views';
import { dishNames, renderPanel } from './render-panel';

const EXPECTED: Record<MenuStatus, { label: string; explains: RegExp }> = {
  verified: {
    label: 'Verified',
    explains: /Verified: checked by the menu service against the restaurant's own menu/,
  },
  crawled: { label: 'From website', explains: /Read automatically from the restaurant's website/ },
  scanned: { label: 'Scanned', explains: /photo or scan of the menu \(OCR\); it may contain errors/ },
  none: { label: 'No menu yet', explains: /has no menu for this place yet/ },
  unavailable: { label: 'Unavailable', explains: /A menu exists but cannot be shown/ },
  unknown: { label: 'Grade: half_checked', explains: /does not know: "half_checked"/ },
};

function badge(container: Element): Element {
  const found = container.querySelector('.mom-badge');
  if (!found) throw new Error('no badge');
  return found;
}

describe('grade badge', () => {
  it.each(MENU_STATUSES)('%s: text, tooltip and visible explanation', (status) => {
    const { container } = renderPanel(view({ menu: cached(menuOfGrade(status)) }));
    const { label, explains } = EXPECTED[status];
    expect(badge(container)).toHaveTextContent(label);
    expect(badge(container).getAttribute('title')).toMatch(explains);
    expect(container.querySelector('.mom-grade-note')?.textContent).toMatch(explains);
  });

  it('gives every grade its own colour class', () => {
    const classes = MENU_STATUSES.map((status) => {
      const { container, unmount } = renderPanel(view({ menu: cached(menuOfGrade(status)) }));
      const name = badge(container).className;
      unmount();
      return name;
    });
    expect(new Set(classes).size).toBe(MENU_STATUSES.length);
  });

  it('shows dishes for verified, crawled, scanned and unknown grades', () => {
    for (const status of ['verified', 'crawled', 'scanned', 'unknown'] as const) {
      const { container, unmount } = renderPanel(view({ menu: cached(menuOfGrade(status)) }));
      expect(dishNames(container)).toContain('Tomato soup');
      unmount();
    }
  });
});

describe('none grade', () => {
  it('says no menu has been read yet and lists no dishes', () => {
    const { container } = renderPanel(view({ menu: cached(menuOfGrade('none')) }));
    expect(
      screen.getByRole('heading', { name: 'No menu has been read for this place yet' }),
    ).toBeInTheDocument();
    expect(dishNames(container)).toEqual([]);
  });
});

describe('unavailable grade', () => {
  const reasons: Array<[string | null, string]> = [
    ['closed_permanently', 'This restaurant has closed permanently.'],
    ['temporarily_closed', 'This restaurant is temporarily closed.'],
    ['menu_not_public', 'The restaurant does not make its menu public.'],
    ['owner_opt_out', 'The owner asked for the menu not to be shown.'],
    ['no_menu_online', 'The restaurant has no menu online.'],
    ['weird_code', 'Reason: weird_code'],
    [null, 'No reason was given.'],
  ];

  it.each(reasons)('reason %s reads "%s"', (reason, text) => {
    const record = menu({ status: 'unavailable', rawStatus: 'unavailable', unavailableReason: reason });
    renderPanel(view({ menu: cached(record) }));
    expect(screen.getByRole('heading', { name: 'Menu unavailable' })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('does not list dishes even if the record carries some', () => {
    const record = menu({
      status: 'unavailable',
      rawStatus: 'unavailable',
      unavailableReason: 'owner_opt_out',
    });
    const { container } = renderPanel(view({ menu: cached(record) }));
    expect(record.dishes.length).toBeGreaterThan(0);
    expect(dishNames(container)).toEqual([]);
  });
});
