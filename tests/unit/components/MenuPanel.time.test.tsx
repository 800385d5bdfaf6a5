// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { SHIPPED_LANGUAGES } from '@/lib/i18n/languages';
import { type Catalogue, t, useCatalogue } from '@/lib/i18n/messages';
import { cached, DAY, HOUR, menu, NOW, view } from '@/tests/fixtures/menu-views';
import { renderPanel } from './render-panel';

function verifiedLine(container: Element): Element {
  const line = container.querySelector('.mom-trust-line');
  if (!line) throw new Error('no trust line');
  return line;
}

describe('verified_at', () => {
  it('reads relative to the injected now, with the absolute time on hover', () => {
    const verifiedAt = NOW - 3 * DAY;
    const { container } = renderPanel(view({ menu: cached(menu({ verifiedAt })) }));
    expect(verifiedLine(container)).toHaveTextContent('Verified · 3 days ago');
    const time = verifiedLine(container).querySelector('time');
    expect(time?.getAttribute('datetime')).toBe(new Date(verifiedAt).toISOString());
    expect(time?.getAttribute('title')).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(verifiedAt),
    );
  });

  it('reads as the worker wrote it with its answer: the same record a month later', () => {
    const verifiedAt = NOW - 3 * DAY;
    const { container } = renderPanel(view({ menu: cached(menu({ verifiedAt }), {}, NOW + 60 * DAY) }), {
      now: NOW + 60 * DAY,
    });
    expect(verifiedLine(container)).toHaveTextContent('Verified · 2 months ago');
  });

  it('says the date is unknown when there is none, without a time element', () => {
    const { container } = renderPanel(view({ menu: cached(menu({ verifiedAt: null })) }));
    expect(verifiedLine(container)).toHaveTextContent('Verified · date unknown');
    expect(verifiedLine(container).querySelector('time')).toBeNull();
  });

  it('treats an instant Date cannot hold as unknown instead of crashing', () => {
    const { container } = renderPanel(view({ menu: cached(menu({ verifiedAt: 1e17 })) }));
    expect(verifiedLine(container)).toHaveTextContent('Verified · date unknown');
  });
});

describe('saved marker', () => {
  it('shows when the saved copy was fetched', () => {
    const fetchedAt = NOW - 5 * HOUR;
    renderPanel(view({ menu: cached(menu(), { fetchedAt }) }));
    // The whole phrase is the time element: word order is the catalogue's ("Gespeichert: vor 5 Stunden").
    const marker = screen.getByText('Saved 5 hours ago');
    expect(marker.tagName).toBe('TIME');
    expect(marker.getAttribute('datetime')).toBe(new Date(fetchedAt).toISOString());
  });

  it.each(SHIPPED_LANGUAGES)(
    'starts its own line with a capital, whatever the time reads (%s)',
    (language) => {
      // The marker sits on a line of its own: a relative time put first ("gerade eben gespeichert")
      // would start it lower-case.
      const catalogue = JSON.parse(readFileSync(`locales/${language}.json`, 'utf8')) as Catalogue;
      useCatalogue(language, catalogue);
      const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
      for (const ago of [t('time.justNow'), relative.format(-5, 'hour'), relative.format(-1, 'day')]) {
        const first = [...t('menu.savedAgo', { ago })][0] ?? '';
        expect(first, `${language}: ${t('menu.savedAgo', { ago })}`).toBe(first.toLocaleUpperCase(language));
      }
    },
  );
});

describe('under a minute ago', () => {
  it('reads "Saved just now" and "Verified · just now", not Intl\'s "now"', () => {
    const { container } = renderPanel(
      view({ menu: cached(menu({ verifiedAt: NOW - 10_000 }), { fetchedAt: NOW - 20_000 }) }),
    );
    expect(screen.getByText('Saved just now').tagName).toBe('TIME');
    expect(verifiedLine(container)).toHaveTextContent('Verified · just now');
  });

  it.each(SHIPPED_LANGUAGES)('says the catalogue\'s word, not Intl\'s "now" (%s)', (language) => {
    const catalogue = JSON.parse(readFileSync(`locales/${language}.json`, 'utf8')) as Catalogue;
    useCatalogue(language, catalogue);
    const { container } = renderPanel(view({ menu: cached(menu(), { fetchedAt: NOW - 20_000 }) }));
    const intlNow = new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(0, 'second');
    const marker = container.querySelector('.mom-markers time');
    expect(screen.getByText(t('menu.savedAgo', { ago: t('time.justNow') }))).toBe(marker);
    expect(marker?.textContent).not.toBe(t('menu.savedAgo', { ago: intlNow }));
  });
});
