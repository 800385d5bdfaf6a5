import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('../../../components/popup/popup.css', import.meta.url), 'utf8');

function declarations(selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const block = css.match(new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`))?.[1] ?? '';
  const withoutComments = block.replace(/\/\*[\s\S]*?\*\//g, '');
  return Object.fromEntries(
    withoutComments
      .split(';')
      .map((part) => part.split(':').map((side) => side.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== ''),
  );
}

describe('popup.css: the 400×600 frame', () => {
  it('keeps the popup within 400×600 and lets only the panel area scroll', () => {
    expect(declarations('.popup')).toMatchObject({
      width: '400px',
      'max-height': '600px',
      overflow: 'hidden',
    });
    expect(declarations('.popup-panels')).toMatchObject({ 'overflow-y': 'auto', 'min-height': '0' });
  });

  it('makes the scrolling panel area the containing block of absolutely placed text', () => {
    // .mom-sr-only is position: absolute; with no positioned ancestor inside the scroller it is
    // placed against the page and makes the whole popup document scroll (seen in Chromium).
    expect(declarations('.popup-panels').position).toBe('relative');
  });
});
