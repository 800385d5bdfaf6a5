// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InlinePanel } from '@/components/inline/InlinePanel';
import type { MenuView } from '@/lib/messages/view';
import { buildMenuView } from '@/lib/worker/lookup/menu-view';
import { createViewFormats } from '@/lib/worker/lookup/view-formats';
import { DAY, makeActions, menu, NOW, price } from '@/tests/fixtures/menu-views';

// The first NumberFormat, DateTimeFormat or collator (or \p{…} regex) in a page sets up ICU data:
// tens of milliseconds of the Maps page's main thread (BENCHMARKS.md, "Intl set-up in a page").
// The panel showing a menu as the worker sends it must not make one.

/** `format` is an accessor on Intl prototypes, which TypeScript types as a method. */
type FormatGetter = { format: string };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function workerView() {
  const record = menu({ verifiedAt: NOW - 3 * DAY });
  const stored = {
    placeId: record.placeId,
    menu: record,
    verifiedAt: record.verifiedAt,
    fetchedAt: NOW - DAY,
  };
  const settings = { freshnessDays: 7, dietPreferences: ['vegan'] };
  // A worker whose formatter is ready (view-formats.ts): its set-up has run.
  const formatMenu = createViewFormats((task) => task());
  formatMenu(record);
  const place = { placeId: record.placeId, nameHint: null };
  return buildMenuView(place, stored, { kind: 'ok' }, false, settings, NOW, formatMenu);
}

function renderInline(view: MenuView) {
  render(
    <InlinePanel
      view={view}
      layout={{ collapsed: false, narrow: false, edge: 'top' }}
      now={NOW}
      actions={{ ...makeActions(), onToggleCollapsed: vi.fn(), onMove: vi.fn() }}
    />,
  );
}

describe('the inline panel and Intl', () => {
  it('a worker whose formatter is ready sends each dish its price already formatted', () => {
    const dishes = workerView().menu?.menu.dishes ?? [];
    const soup = dishes.find((dish) => dish.name === 'Tomato soup');
    expect(soup?.priceText).toBe(
      new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(6.5),
    );
    expect(dishes.find((dish) => dish.name === 'Chickpea curry')?.priceText).toBeNull();
  });

  it('renders a whole menu, diet tags and dates included, without Intl or a collator', () => {
    const view = workerView();
    const [first, ...rest] = view.menu?.menu.dishes ?? [];
    if (!view.menu || !first) throw new Error('no dishes');
    view.menu.menu.dishes = [{ ...first, price: price(6.5, 'EUR'), priceText: 'six fifty' }, ...rest];
    const made = [
      // Formatters made before (the worker's view made one) are cached: using one again shows here.
      vi.spyOn(Intl.NumberFormat.prototype as unknown as FormatGetter, 'format', 'get'),
      vi.spyOn(Intl.DateTimeFormat.prototype as unknown as FormatGetter, 'format', 'get'),
      vi.spyOn(Intl, 'NumberFormat'),
      vi.spyOn(Intl, 'DateTimeFormat'),
      vi.spyOn(Intl, 'RelativeTimeFormat'),
      vi.spyOn(Intl, 'Collator'),
      vi.spyOn(String.prototype, 'localeCompare'),
    ];
    renderInline(view);
    expect(screen.getByText('six fifty')).toBeInTheDocument();
    expect(document.querySelector('.mom-trust-line')).toHaveTextContent('Verified · 3 days ago');
    expect(document.querySelector('.mom-diet-summary')).toHaveTextContent('3 dishes match vegan');
    expect(document.querySelector('.mom-filter')).toBeInTheDocument();
    expect(document.querySelectorAll('.mom-dish .mom-tag').length).toBeGreaterThan(0);
    for (const spy of made) expect(spy).not.toHaveBeenCalled();
  });
});

describe('the inline panel states and Intl', () => {
  it.each([
    ['budget_exhausted', { kind: 'budget_exhausted', resetsAt: NOW + 20 * DAY }, 'Lookups resume on'],
    ['tab_limit, later today', { kind: 'tab_limit', resetsAt: NOW + 60_000 }, 'paused until'],
    ['tab_limit, another day', { kind: 'tab_limit', resetsAt: NOW + 2 * DAY }, 'paused until'],
    ['allowance_reached', { kind: 'allowance_reached', allowance: 12_500 }, 'limit of 12,500 lookups'],
  ] as const)('says %s without Intl', (_, outcome, text) => {
    const made = [
      vi.spyOn(Intl, 'NumberFormat'),
      vi.spyOn(Intl, 'DateTimeFormat'),
      vi.spyOn(Date.prototype, 'toLocaleString'),
      vi.spyOn(Date.prototype, 'toLocaleDateString'),
      vi.spyOn(Date.prototype, 'toLocaleTimeString'),
      vi.spyOn(Number.prototype, 'toLocaleString'),
    ];
    const view = { ...workerView(), menu: null, outcome };
    renderInline(view);
    expect(document.body).toHaveTextContent(text);
    for (const spy of made) expect(spy).not.toHaveBeenCalled();
  });
});
