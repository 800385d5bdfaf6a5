import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (name: string) =>
  readFileSync(new URL(`../../../components/menu/${name}`, import.meta.url), 'utf8');
const PARTS = ['menu-panel-theme.css', 'menu-panel-base.css', 'menu-panel-dishes.css'];
const entry = read('menu-panel.css');
const theme = read('menu-panel-theme.css');
const css = PARTS.map(read).join('\n');
const [lightPart = '', darkPart = ''] = theme.split('@media (prefers-color-scheme: dark)');

function palette(block: string): Record<string, string> {
  const colours: Record<string, string> = {};
  for (const [, name, hex] of block.matchAll(/--mom-([a-z-]+):\s*(#[0-9a-f]{6})\b/g)) {
    if (name && hex) colours[name] = hex;
  }
  return colours;
}

// The dark block only overrides the light values.
const light = palette(lightPart);
const dark = { ...light, ...palette(darkPart) };

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const TEXT_PAIRS: Array<[string, string]> = [
  ['fg', 'bg'],
  ['muted', 'bg'],
  ['link', 'bg'],
  ['button-fg', 'button-bg'],
  ['chip-fg', 'chip-bg'],
  ['chip-on-fg', 'chip-on-bg'],
  ['tag-fg', 'tag-bg'],
  ['pref-fg', 'pref-bg'],
  ['fg', 'info-bg'],
  ['fg', 'warning-bg'],
  ['fg', 'error-bg'],
  ...['verified', 'crawled', 'scanned', 'none', 'unavailable', 'unknown'].map((grade): [string, string] => [
    `${grade}-fg`,
    `${grade}-bg`,
  ]),
  // The grade as text on the panel (the trust line).
  ...['verified', 'crawled', 'scanned', 'none', 'unavailable', 'unknown'].map((grade): [string, string] => [
    `${grade}-fg`,
    'bg',
  ]),
  ['pref-fg', 'bg'],
];

describe('menu-panel.css', () => {
  it('pulls in every part', () => {
    for (const part of PARTS) expect(entry).toContain(`@import "./${part}";`);
  });

  it.each([
    ['light', light],
    ['dark', dark],
  ] as const)('%s scheme: every text colour pair reaches 4.5:1', (_scheme, colours) => {
    const failing = TEXT_PAIRS.filter(([fg, bg]) => {
      const [a, b] = [colours[fg], colours[bg]];
      return !a || !b || contrast(a, b) < 4.5;
    });
    expect(failing).toEqual([]);
  });

  it('prefixes every class with mom- and defines its properties for :root and :host', () => {
    const rules = css.replace(/\/\*[\s\S]*?\*\//g, '');
    const classes = [...rules.matchAll(/\.([a-zA-Z][\w-]*)/g)].map(([, name]) => name);
    expect(classes.length).toBeGreaterThan(20);
    expect(classes.filter((name) => !name?.startsWith('mom-'))).toEqual([]);
    expect(lightPart).toMatch(/:root,\s*:host\s*\{/);
    expect(darkPart).toMatch(/:root,\s*:host\s*\{/);
  });

  // Both cost the Maps page main-thread time on every place shown (scripts/bench/main-thread.ts).
  it('styles no pseudo-elements of every element', () => {
    const rules = css.replace(/\/\*[\s\S]*?\*\//g, '');
    expect(rules).not.toMatch(/\*\s*::?(before|after)/);
  });

  it('pulses the skeleton with one animation, none for reduced motion', () => {
    const rules = css.replace(/\/\*[\s\S]*?\*\//g, '');
    const animated = [...rules.matchAll(/([^{}]+)\{[^}]*animation:\s*mom-pulse[^;]*;/g)];
    expect(animated.map(([, selector]) => selector?.trim())).toEqual(['.mom-skeleton']);
    expect(rules).toMatch(/prefers-reduced-motion: reduce\)\s*\{\s*\.mom-skeleton\s*\{\s*animation: none;/);
  });

  it('underlines a time that has its full date on hover, except where nothing hovers (a phone)', () => {
    const rules = css.replace(/\/\*[\s\S]*?\*\//g, '');
    expect(rules).toMatch(/\.mom-trust time,\s*\.mom-markers time\s*\{\s*text-decoration: underline dotted;/);
    expect(rules).toMatch(
      /@media \(pointer: coarse\)\s*\{\s*\.mom-trust time,\s*\.mom-markers time\s*\{\s*text-decoration: none;/,
    );
  });
});
