import { afterAll, beforeAll, expect, it } from 'vitest';
import { placePath } from '@/testing/maps-site/place-urls.ts';
import { waitForSettledPanel } from '@/testing/panel.ts';
import { openPopupPage, tabIdOf } from '@/tests/e2e/harness/extension-pages.ts';
import { placeById } from '@/tests/e2e/harness/lookups.ts';
import { type E2ESession, startSession } from '@/tests/e2e/harness/session.ts';

// A browser in Polish: the popup speaks Polish, with Polish plural forms (one, few, many).

const CAFE_MUELLER = 'ChIJQTmvodRPqEcREfKRTEfSGDI'; // sections of 1, 5 and 3 dishes, 9 in all
const DELI = 'ChIJ_dckWptZwokR_LkU9WxPNZ4'; // sections of 4, 1, 3 and 2 dishes

let session: E2ESession;

beforeAll(async () => {
  session = await startSession({ uiLanguage: 'pl' });
  await session.configure();
});

afterAll(async () => {
  await session?.close();
});

it('the popup in a Polish browser counts dishes in Polish forms', async () => {
  const sections: string[] = [];
  for (const placeId of [CAFE_MUELLER, DELI]) {
    const maps = await session.context.newPage();
    await maps.goto(`https://www.google.com${placePath(placeById(session, placeId))}`);
    await waitForSettledPanel(maps);
    const popup = await openPopupPage(session, await tabIdOf(session, placeId));
    await popup.locator('.mom-section-title').first().waitFor();
    expect(await popup.evaluate(() => document.documentElement.lang)).toBe('pl');
    // The manifest's description comes from public/_locales, in the browser's language.
    const manifest = await popup.evaluate(() =>
      (
        globalThis as unknown as {
          chrome: { runtime: { getManifest(): { name: string; description: string } } };
        }
      ).chrome.runtime.getManifest(),
    );
    expect(manifest).toEqual(
      expect.objectContaining({
        name: 'Menu on Maps',
        description: expect.stringMatching(/^Karty dań obok Map Google/),
      }),
    );
    sections.push(...(await popup.locator('.mom-section-title .mom-sr-only').allTextContents()));
    if (placeId === CAFE_MUELLER) expect(await popup.locator('.mom-count').textContent()).toBe('9 dań');
    await Promise.all([popup.close(), maps.close()]);
  }
  const counts = sections.map((text) => text.trim());
  // one: 1 danie; few: 2, 3, 4 dania; many: 5 dań.
  expect(counts).toEqual(
    expect.arrayContaining(['(1 danie)', '(2 dania)', '(3 dania)', '(4 dania)', '(5 dań)']),
  );
});
