import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { filesUnder, isCode, read } from './source-graph';

// Firefox for Android lacks some WebExtension APIs altogether (windows, menus, …) and added others
// late. `web-ext lint` checks the manifest's keys against `gecko_android.strict_min_version`, but
// its check of the code compares with the desktop minimum and lets an API Android never had pass
// (addons-linter: `isCompatible` counts `version_added: false` as compatible; issue 4781). So this
// test reads every `browser.<namespace>.<member>` (and `chrome.…`) the extension's code names and
// checks it against MDN's compatibility data for Firefox for Android (the data addons-linter ships
// with, @mdn/browser-compat-data), at the version the manifest asks for there.

type Support =
  | { version_added?: string | boolean | null }
  | Array<{ version_added?: string | boolean | null }>;
type Compat = { __compat?: { support: { firefox_android?: Support } } } & { [key: string]: Compat };

// The copy web-ext's linter reads (a dependency of addons-linter, not of this project).
const bcd = createRequire(createRequire(import.meta.url).resolve('addons-linter'))(
  '@mdn/browser-compat-data',
) as {
  webextensions: { api: Record<string, Compat> };
};

/** The `gecko_android.strict_min_version` of the Firefox manifest (wxt.config.ts). */
function androidMinVersion(): number {
  const match = /gecko_android:\s*\{\s*strict_min_version:\s*'(\d+)/.exec(read('wxt.config.ts'));
  if (!match?.[1]) throw new Error('wxt.config.ts declares no gecko_android strict_min_version');
  return Number(match[1]);
}

/** The first Android version with the API, null when it has none. */
function addedOnAndroid(api: string): number | null {
  let node: Compat | undefined = bcd.webextensions.api as unknown as Compat;
  let support: Support | undefined;
  for (const step of api.split('.')) {
    node = node?.[step];
    support = node?.__compat?.support.firefox_android ?? support;
  }
  const first = Array.isArray(support) ? support[0] : support;
  const added = first?.version_added;
  return typeof added === 'string' ? Number.parseFloat(added.replace(/^≤/, '')) : null;
}

/** Every `browser.ns.member` (and `chrome.`, `api.`, `action()?.`) the extension's code names, with where. */
function namedApis(): Map<string, string[]> {
  const apis = new Map<string, string[]>();
  const files = [...filesUnder('lib'), ...filesUnder('entrypoints'), ...filesUnder('components')].filter(
    isCode,
  );
  for (const file of files) {
    const text = read(file);
    // `api.` is the content script's handle on the extension API (lib/content/extension-api.ts),
    // `action()?.` the worker's on the toolbar button (lib/worker/browser/browser-notifier.ts).
    const named = [
      ...[...text.matchAll(/\b(?:browser|chrome|api)\.([a-z][A-Za-z]*)\.([a-z][A-Za-z]*)\b/g)].map(
        (match) => `${match[1]}.${match[2]}`,
      ),
      ...[...text.matchAll(/\baction\(\)\?\.([a-z][A-Za-z]*)\b/g)].map((match) => `action.${match[1]}`),
    ];
    for (const api of named) apis.set(api, [...(apis.get(api) ?? []), file]);
  }
  return apis;
}

describe('Firefox for Android', () => {
  it('the manifest asks for a Firefox for Android version (web-ext lint then checks its keys for it)', () => {
    expect(androidMinVersion()).toBeGreaterThanOrEqual(113);
  });

  it('the code names no WebExtension API that Firefox for Android lacks at the version the manifest asks for', () => {
    const min = androidMinVersion();
    const apis = namedApis();
    expect(apis.size).toBeGreaterThan(5);
    const missing = [...apis]
      .filter(([api]) => {
        const added = addedOnAndroid(api);
        return added === null || added > min;
      })
      .map(
        ([api, files]) =>
          `${api} (${[...new Set(files)].join(', ')}): Android ${addedOnAndroid(api) ?? 'never'}`,
      );
    expect(missing).toEqual([]);
  });

  it('knows an API Android lacks when it sees one (the check can fail)', () => {
    expect(addedOnAndroid('windows.create')).toBeNull();
    expect(addedOnAndroid('menus.create')).toBeNull();
    expect(addedOnAndroid('tabs.query')).toBeLessThanOrEqual(androidMinVersion());
  });
});
