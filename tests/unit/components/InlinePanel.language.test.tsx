// @vitest-environment happy-dom
import { menuTexts } from '@/lib/format/menu-texts';
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InlinePanel } from '@/components/inline/InlinePanel';
import { type Catalogue, useCatalogue } from '@/lib/i18n/messages';
import type { MenuView } from '@/lib/messages/view';
import german from '@/locales/de.json';
import { cached, DAY, makeActions, menu, NOW, view, worded } from '@/tests/fixtures/menu-views';

// The panel speaks its catalogue's language: its words, its plural forms, and its prices and dates
// written by Intl in that language (the worker sends amounts and times as they are).

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderInline(shown: MenuView) {
  render(
    <InlinePanel
      view={worded(shown)}
      layout={{ collapsed: false, narrow: false, edge: 'top' }}
      actions={{ ...makeActions(), onToggleCollapsed: vi.fn(), onMove: vi.fn() }}
    />,
  );
}

describe('the inline panel in the catalogue language', () => {
  it('speaks German, with prices and dates written the German way', () => {
    useCatalogue('de', german as Catalogue);
    renderInline(view({ menu: cached(menu({ verifiedAt: NOW - 3 * DAY })) }));
    const panel = document.querySelector('aside');
    expect(panel).toHaveAttribute('lang', 'de');
    expect(panel).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'Ausblenden' })).toBeInTheDocument();
    expect(document.querySelector('.mom-trust-line')).toHaveTextContent('Geprüft · vor 3 Tagen');
    const soup = [...document.querySelectorAll('.mom-dish')].find((item) =>
      item.textContent?.includes('Tomato soup'),
    );
    expect(soup?.querySelector('.mom-price')?.textContent).toBe(
      new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(6.5),
    );
    expect(soup?.querySelector('.mom-price')?.textContent).toMatch(/^6,50\s€$/);
    expect(document.querySelector('.mom-count')).toHaveTextContent('6 Gerichte');
  });

  it('mirrors for a right-to-left language, while each menu section keeps its own direction', () => {
    useCatalogue('ar', { 'common.hide': 'إخفاء' });
    renderInline(view({ menu: cached(menu()) }));
    expect(document.querySelector('aside')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'إخفاء' })).toBeInTheDocument();
    const sections = [...document.querySelectorAll('.mom-section')];
    expect(sections.length).toBeGreaterThan(0);
    for (const section of sections) expect(section).toHaveAttribute('dir', 'auto');
  });

  it('shows the prices the worker wrote in its language; the menu itself carries amounts and codes only', () => {
    useCatalogue('en', {});
    const record = menu();
    const shown = view({ menu: cached(record, { texts: menuTexts(record, NOW, 'fr', NOW) }) });
    expect(JSON.stringify(shown.menu?.menu.dishes[0])).not.toMatch(/€/);
    renderInline(shown);
    expect(document.querySelector('.mom-price')?.textContent).toBe(
      new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' }).format(6.5),
    );
  });
});
