// @vitest-environment happy-dom

import { readFileSync } from 'node:fs';
import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { SHIPPED_LANGUAGES } from '@/lib/i18n/languages';
import { type Catalogue, t, useCatalogue } from '@/lib/i18n/messages';
import { cached, dish, emptyView, HOSTILE_HTML, menu, view } from '@/tests/fixtures/menu-views';
import { renderPanel } from './render-panel';

function withSource(sourceUrl: string | null) {
  return view({ menu: cached(menu({ sourceUrl })) });
}

describe('text from the service stays text', () => {
  it('renders markup in every field as literal text, creating no elements', () => {
    const hostile = menu({
      name: HOSTILE_HTML,
      dishes: [
        dish({
          name: HOSTILE_HTML,
          description: '<script>window.__pwned = true</script>',
          section: '<b>bold</b>',
          diet: ['<i>x</i>'],
        }),
      ],
      dietTags: ['<svg onload=alert(1)>'],
    });
    const { container } = renderPanel(view({ menu: cached(hostile) }));
    expect(screen.getAllByText(HOSTILE_HTML)).toHaveLength(2);
    expect(screen.getByText('<script>window.__pwned = true</script>')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '<b>bold</b> (1 dish)' })).toBeInTheDocument();
    expect(container.querySelector('img, script, b, i, svg')).toBeNull();
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('renders a hostile name hint, reason and error message as text', () => {
    const { container, unmount } = renderPanel(
      emptyView({ kind: 'error', problem: { kind: 'text', text: HOSTILE_HTML } }, { nameHint: HOSTILE_HTML }),
    );
    expect(screen.getAllByText(HOSTILE_HTML)).toHaveLength(2);
    expect(container.querySelector('img')).toBeNull();
    unmount();
    const record = menu({ status: 'unavailable', rawStatus: 'unavailable', unavailableReason: HOSTILE_HTML });
    const second = renderPanel(view({ menu: cached(record) }));
    expect(screen.getByText(`Reason: ${HOSTILE_HTML}`)).toBeInTheDocument();
    expect(second.container.querySelector('img')).toBeNull();
  });

  it('shows an unknown raw grade as text', () => {
    const record = menu({ status: 'unknown', rawStatus: HOSTILE_HTML });
    const { container } = renderPanel(view({ menu: cached(record) }));
    expect(container.querySelector('.mom-grade')).toHaveTextContent(`Grade: ${HOSTILE_HTML}`);
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('source link', () => {
  it('links https sources in a new tab with rel noopener noreferrer, showing the host', () => {
    const { container } = renderPanel(withSource('https://trattoria-sole.example/menu?lang=en'));
    const link = container.querySelector('a');
    expect(link).toHaveAttribute('href', 'https://trattoria-sole.example/menu?lang=en');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link?.firstChild?.textContent).toBe('trattoria-sole.example');
  });

  it('links plain http sources too', () => {
    const { container } = renderPanel(withSource('http://old-site.example/'));
    expect(container.querySelector('a')).toHaveAttribute('href', 'http://old-site.example/');
  });

  it('shows only the host of a URL carrying credentials', () => {
    const { container } = renderPanel(withSource('https://user:secret@menus.example/x'));
    expect(container.querySelector('a')?.firstChild?.textContent).toBe('menus.example');
    expect(container.querySelector('.mom-footer')?.textContent).not.toContain('secret@');
  });

  it.each([
    'javascript:alert(document.cookie)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'not a url at all',
    null,
  ])('does not link %s, nor show a source line for it', (sourceUrl) => {
    const { container } = renderPanel(withSource(sourceUrl));
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('.mom-footer')).toBeNull();
    // The dishes still show: only the line that would have said nothing goes.
    expect(container.querySelector('.mom-dish')).not.toBeNull();
  });

  it.each(SHIPPED_LANGUAGES)('says "source" once, before the host it links (%s)', (language) => {
    useCatalogue(language, JSON.parse(readFileSync(`locales/${language}.json`, 'utf8')) as Catalogue);
    const { container } = renderPanel(withSource('https://menus.example/x'));
    const label = t('menu.sourceLabel').trim();
    const footer = container.querySelector('.mom-footer')?.textContent ?? '';
    expect(footer.startsWith(label)).toBe(true);
    expect(footer.split(label)).toHaveLength(2);
    expect(footer).toContain('menus.example');
  });
});
