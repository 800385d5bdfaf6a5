// @vitest-environment happy-dom

import { readFileSync } from 'node:fs';
import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { SHIPPED_LANGUAGES } from '@/lib/i18n/languages';
import { type Catalogue, t, useCatalogue } from '@/lib/i18n/messages';
import type { MenuChanges } from '@/lib/messages/view';
import { cached, makeActions, menu, price, view } from '@/tests/fixtures/menu-views';
import { renderPanel } from './render-panel';

// The note of what changed since the saved menu a newer record replaced, and the dishes it marks.

// Local noon: the date shown is the same in every time zone.
const SINCE = new Date(2026, 9, 12, 12, 0, 0).getTime();
const CHANGES: MenuChanges = {
  since: SINCE,
  added: [2, 5],
  repriced: [
    { position: 0, was: price(5.5, 'EUR'), direction: 'up' },
    { position: 1, was: price(14, 'USD'), direction: 'down' },
    { position: 3, was: price(18, 'EUR'), direction: null },
  ],
  gone: [{ name: 'Panna cotta <b>', section: 'Desserts', price: price(5, 'EUR') }],
};
const changed = (changes: MenuChanges | null = CHANGES) =>
  view({ menu: cached(menu(), changes ? { changes } : {}) });

const markOf = (container: Element, dish: string) =>
  [...container.querySelectorAll('.mom-dish')]
    .find((item) => item.querySelector('.mom-dish-name')?.textContent === dish)
    ?.querySelector('.mom-change')?.textContent ?? null;

describe('what changed since the saved menu', () => {
  it('says what changed since when, lists the dishes gone as text, and marks the changed dishes', () => {
    const { container } = renderPanel(changed());
    const note = container.querySelector('.mom-changes');
    expect(note).toHaveTextContent('2 new dishes · 3 prices changed · 1 dish gone since Oct 12, 2026');
    expect(note).toHaveTextContent('No longer on the menu:');
    expect(note?.querySelector('.mom-gone-name')?.textContent).toBe('Panna cotta <b>');
    expect(note?.querySelector('b')).toBeNull();
    expect(markOf(container, 'Tomato soup')).toBe('up from €5.50');
    expect(markOf(container, 'Burrata')).toBe('down from $14.00');
    expect(markOf(container, 'Ramen')).toBe('New');
    expect(markOf(container, 'Catch of the day')).toBe('was €18.00');
    expect(markOf(container, 'Chickpea curry')).toBeNull();
    expect(markOf(container, 'Sorbet')).toBe('New');
  });

  it('counts in the singular, and leaves out the kinds of change there are none of', () => {
    const { container } = renderPanel(changed({ since: SINCE, added: [2], repriced: [], gone: [] }));
    expect(container.querySelector('.mom-changes')?.textContent).toBe('1 new dish since Oct 12, 2026');
  });

  it('Dismiss asks the host to forget the note; a host that cannot gets no button', () => {
    const actions = { ...makeActions(), onDismissChanges: vi.fn<() => void>() };
    renderPanel(changed(), { actions });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss what changed' }));
    expect(actions.onDismissChanges).toHaveBeenCalledOnce();

    const { container } = renderPanel(changed(), { compact: true });
    expect(container.querySelector('.mom-changes button')).toBeNull();
  });

  // The panel's header has its own Hide (it folds the panel away): in most languages the note's button
  // read the same word beside it.
  it.each(SHIPPED_LANGUAGES)(
    "the note's button reads otherwise than the panel's Hide, and says its word aloud (%s)",
    (language) => {
      useCatalogue(language, JSON.parse(readFileSync(`locales/${language}.json`, 'utf8')) as Catalogue);
      const actions = { ...makeActions(), onDismissChanges: vi.fn<() => void>() };
      const { container } = renderPanel(changed(), { actions });
      const button = container.querySelector('.mom-changes button');
      const shown = button?.textContent ?? '';
      expect(shown).not.toBe(t('common.hide'));
      expect(button?.getAttribute('aria-label')?.toLocaleLowerCase(language)).toContain(
        shown.toLocaleLowerCase(language),
      );
    },
  );

  it('shows no note and marks nothing without changes', () => {
    const { container } = renderPanel(changed(null));
    expect(container.querySelector('.mom-changes')).toBeNull();
    expect(container.querySelector('.mom-change')).toBeNull();
  });
});
