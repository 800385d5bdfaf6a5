// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { MENU_STATUSES, type MenuStatus } from '@/lib/api/model';
import { dateText } from '@/lib/format/time-text';
import { cached, DAY, menu, menuOfGrade, NOW, view } from '@/tests/fixtures/menu-views';
import { dishNames, renderPanel } from './render-panel';

const EXPECTED: Record<MenuStatus, { label: string; explains: RegExp }> = {
  verified: {
    label: 'Verified',
    explains: /Verified: checked by the menu service against the restaurant’s own menu/,
  },
  crawled: { label: 'From website', explains: /Read automatically from the restaurant’s website/ },
  scanned: { label: 'Scanned', explains: /photo or scan of the menu \(OCR\); it may contain errors/ },
  none: { label: 'No menu yet', explains: /has no menu for this place yet/ },
  unavailable: { label: 'Menu unavailable', explains: /A menu exists but cannot be shown/ },
  unknown: { label: 'Grade: half_checked', explains: /does not know: “half_checked”/ },
};

function grade(container: Element): Element {
  const found = container.querySelector('.mom-trust-line .mom-grade');
  if (!found) throw new Error('no grade on the trust line');
  return found;
}

describe('trust line', () => {
  it.each(MENU_STATUSES)('%s: the grade leads, its definition waits behind the info button', (status) => {
    const { container } = renderPanel(view({ menu: cached(menuOfGrade(status)) }));
    const { label, explains } = EXPECTED[status];
    expect(grade(container)).toHaveTextContent(label);
    expect(container.querySelector('.mom-grade-note')).toBeNull();
    const info = screen.getByRole('button', { name: `What “${label}” means` });
    expect(info).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(info);
    expect(info).toHaveAttribute('aria-expanded', 'true');
    expect(container.querySelector('.mom-grade-note')?.textContent).toMatch(explains);
    fireEvent.click(info);
    expect(container.querySelector('.mom-grade-note')).toBeNull();
  });

  it("the grade's note also gives the menu's exact date, which a finger cannot reach as the time's hover title", () => {
    const { container } = renderPanel(view());
    const exact = container.querySelector('.mom-trust-line time')?.getAttribute('title');
    expect(exact).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'What “Verified” means' }));
    expect(container.querySelector('.mom-grade-note')?.textContent).toBe(
      `Verified: checked by the menu service against the restaurant’s own menu. Last checked ${exact}.`,
    );
  });

  it('puts the grade and the menu\'s own date on one line: "Verified · 3 days ago"', () => {
    const { container } = renderPanel(view());
    expect(container.querySelector('.mom-trust-line')?.textContent).toBe('Verified · 3 days agoi');
    expect(container.querySelector('.mom-trust-line time')).toHaveAttribute('title');
  });

  it('says "date unknown" for a graded menu without a date, and nothing for one without a menu', () => {
    const undated = renderPanel(view({ menu: cached(menu({ verifiedAt: null })) }));
    expect(undated.container.querySelector('.mom-trust-line')?.textContent).toBe(
      'Verified ·\u00a0date unknowni',
    );
    undated.unmount();
    const none = renderPanel(view({ menu: cached(menuOfGrade('none')) }));
    expect(none.container.querySelector('.mom-trust-line')?.textContent).toBe('No menu yeti');
  });

  it('leads with the closure for a closed place, instead of the grade, on a line of its own', () => {
    const closed = menu({
      status: 'unavailable',
      rawStatus: 'unavailable',
      unavailableReason: 'closed_permanently',
    });
    const { container } = renderPanel(view({ menu: cached(closed) }));
    expect(container.querySelector('.mom-trust-line')?.textContent).toBe(
      'Permanently closedchecked 3 days agoi',
    );
    // Found in a screenshot: "Permanently closed · checked 9 months ago" wrapped before its "·", so
    // the second line started with it. The closure is a line of its own (a block), and the date under
    // it has no separator; "checked" and its time are one piece that does not break.
    expect(grade(container).classList).toContain('mom-closure');
    const date = container.querySelector('.mom-trust-date');
    expect(date?.textContent).toBe('checked 3 days ago');
    expect(date?.classList).toContain('mom-checked');
    expect(container.querySelector('.mom-trust-line')?.textContent).not.toContain('·');
    // Its info button explains the closure the line leads with, not the grade "Menu unavailable" it replaces.
    const exact = container.querySelector('.mom-trust-line time')?.getAttribute('title');
    fireEvent.click(screen.getByRole('button', { name: 'What “Permanently closed” means' }));
    expect(container.querySelector('.mom-grade-note')?.textContent).toBe(
      `Its menu is no longer shown. Last checked ${exact}.`,
    );
    // Undated, the closure stands alone: "· date unknown" would start its own line with the "·".
    const undated = menu({
      status: 'unavailable',
      rawStatus: 'unavailable',
      unavailableReason: 'closed_permanently',
      verifiedAt: null,
    });
    const alone = renderPanel(view({ menu: cached(undated) })).container;
    expect(alone.querySelector('.mom-trust-line')?.textContent).toBe('Permanently closedi');
    const temporarily = menu({
      status: 'unavailable',
      rawStatus: 'unavailable',
      unavailableReason: 'temporarily_closed',
    });
    expect(grade(renderPanel(view({ menu: cached(temporarily) })).container).textContent).toBe(
      'Temporarily closed',
    );
  });

  it('gives every grade its own colour class', () => {
    const classes = MENU_STATUSES.map((status) => {
      const { container, unmount } = renderPanel(view({ menu: cached(menuOfGrade(status)) }));
      const name = grade(container).className;
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

  // Not a third "no menu" under "No menu yet" and its heading: when the service is asked again.
  const at = NOW + 7 * DAY;
  it('with automatic refresh on, says when opening the place asks the service again', () => {
    const { container } = renderPanel(
      view({ menu: cached(menuOfGrade('none'), { askAgain: { at, automatic: true } }) }),
    );
    expect(
      screen.getByText(
        `Menu on Maps asks the menu service again when you open this place after ${dateText(at)}.`,
      ),
    ).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/no dishes for it/);
  });

  it('with automatic refresh off, says from when the user can refresh it', () => {
    renderPanel(view({ menu: cached(menuOfGrade('none'), { askAgain: { at, automatic: false } }) }));
    expect(
      screen.getByText(`Automatic refresh is off: after ${dateText(at)}, you can refresh it here.`),
    ).toBeInTheDocument();
  });
});

describe('unavailable grade', () => {
  // What it is leads the trust line; the notice under it says why, once.
  const reasons: Array<[string | null, string, string]> = [
    ['closed_permanently', 'Permanently closed', 'Its menu is no longer shown.'],
    ['temporarily_closed', 'Temporarily closed', 'Its menu is not shown for now.'],
    ['menu_not_public', 'Menu unavailable', 'The restaurant does not make its menu public.'],
    ['owner_opt_out', 'Menu unavailable', 'The owner asked for the menu not to be shown.'],
    ['no_menu_online', 'Menu unavailable', 'The restaurant has no menu online.'],
    ['weird_code', 'Menu unavailable', 'Reason: weird_code'],
    [null, 'Menu unavailable', 'No reason was given.'],
  ];

  it.each(reasons)(
    'reason %s: the trust line leads with "%s", said once; the notice reads "%s"',
    (reason, lead, why) => {
      // Found in screenshots: "Menu unavailable" (or the closure) on the trust line and again as the
      // notice's title right under it.
      const record = menu({ status: 'unavailable', rawStatus: 'unavailable', unavailableReason: reason });
      const { container } = renderPanel(view({ menu: cached(record) }));
      expect(grade(container).textContent).toBe(lead);
      expect(container.textContent?.split(lead)).toHaveLength(2);
      expect(screen.getByRole('heading', { name: why })).toBeInTheDocument();
    },
  );

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
