import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CacheStats } from '@/lib/messages/protocol';
import type { StatusView } from '@/lib/messages/view';
import { SAMPLE_IDS } from '@/service/index.ts';
import { panelText } from '@/testing/panel.ts';
import { openOptionsPage } from '@/tests/e2e/harness/extension-pages.ts';
import {
  menuRequests,
  placeById,
  requestsDuringQuiet,
  sampleDishNames,
  sendAsExtensionPage,
} from '@/tests/e2e/harness/lookups.ts';
import { feedbackOf, saveButton, submitConnection } from '@/tests/e2e/harness/options-ui.ts';
import { dishNames } from '@/tests/e2e/harness/panel-dom.ts';
import { type E2ESession, startSession } from '@/tests/e2e/harness/session.ts';

// The browser quit right after the extension wrote something, then started again on the same
// profile: what the extension had finished writing is still there. Issue 22: at quit, Firefox
// reports "Script terminated by timeout" in Dexie's pagehide listener (lib/storage/menus/menu-db.ts says why
// that loses nothing); this is the proof, in both browsers.

let session: E2ESession;

beforeAll(async () => {
  session = await startSession();
});
afterAll(async () => {
  await session?.close();
});

/** What the worker answers an extension page (the reply's data). */
async function ask<T>(message: object): Promise<T> {
  const reply = (await sendAsExtensionPage(session, message)) as { ok: boolean; data?: T; error?: string };
  if (!reply.ok) throw new Error(`the worker refused ${JSON.stringify(message)}: ${reply.error}`);
  return reply.data as T;
}
const status = () => ask<StatusView>({ type: 'status.get' });
const cacheStats = () => ask<CacheStats>({ type: 'cache.stats' });

const openPlace = (placeId: string): Promise<Page> => session.openPlace(placeById(session, placeId));

it('the key, the settings, a saved menu and the month’s usage outlive a quit right after they were written', async () => {
  const options = await openOptionsPage(session);
  await submitConnection(options, session.service.url, session.service.demoKey);
  await feedbackOf(options, saveButton(options))
    .ok.filter({ hasText: /^Saved\.$/ })
    .waitFor();
  const placeId = SAMPLE_IDS.verified;
  const page = await openPlace(placeId);
  // "Saved …" appears once the menu's write has committed (MenuMarkers.tsx); the browser quits then.
  await expect.poll(() => panelText(page), { timeout: 20_000 }).toMatch(/\bSaved\b/);
  await session.restartBrowser();

  const after = await status();
  expect(after).toMatchObject({ hasKey: true, serviceUrl: session.service.url });
  expect(after.budget.used).toBe(1);
  expect((await cacheStats()).menus).toBe(1);
  const again = await openPlace(placeId);
  await expect.poll(() => dishNames(again)).toEqual(sampleDishNames(placeId));
  expect(await panelText(again)).toMatch(/\bSaved\b/);
  expect(await requestsDuringQuiet(session, again)).toEqual([]);
  expect(menuRequests(session)).toHaveLength(1);
});

it('a lookup billed just before the quit stays counted, whether or not its menu was saved', async () => {
  const billedBefore = menuRequests(session).filter((entry) => entry.billed).length;
  const usedBefore = (await status()).budget.used;
  const placeId = SAMPLE_IDS.crawled;
  const page = await openPlace(placeId);
  // The first answer that shows the menu: counted by then, perhaps not yet saved.
  await expect.poll(() => dishNames(page), { timeout: 20_000 }).toEqual(sampleDishNames(placeId));
  await session.restartBrowser();

  const billed = menuRequests(session).filter((entry) => entry.billed).length;
  expect(billed).toBe(billedBefore + 1);
  expect((await status()).budget.used).toBe(usedBefore + 1);
});
