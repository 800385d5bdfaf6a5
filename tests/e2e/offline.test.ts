import type { Page } from 'playwright-core';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { SAMPLE_IDS } from '@/service/index.ts';
import { panel, panelText } from '@/testing/panel.ts';
import {
  menuRequests,
  placeById,
  pushPlace,
  requestsDuringQuiet,
  sampleDishNames,
} from '@/tests/e2e/harness/lookups.ts';
import { goOffline, goOnline } from '@/tests/e2e/harness/offline.ts';
import { dishNames, panelButton } from '@/tests/e2e/harness/panel-dom.ts';
import type { E2ESession } from '@/tests/e2e/harness/session.ts';
import { useSharedSession } from '@/tests/e2e/harness/shared-session.ts';

// Offline-first: saved menus open without a network, unsaved places say so, nothing crashes, and
// the panel recovers once the network is back. How offline is simulated: harness/offline.ts.

const shared = useSharedSession();
let session: E2ESession;

beforeAll(() => {
  session = shared.session;
});

afterEach(async () => {
  await goOnline(session);
});

const open = (placeId: string) => shared.open(placeById(session, placeId));

const markers = (page: Page) => panel(page).locator('.mom-marker').allTextContents();

it('a saved menu reopens offline marked Offline and Saved; an unsaved place says it is offline, then loads once online', async () => {
  const online = await open(SAMPLE_IDS.verified);
  expect(await dishNames(online)).toEqual(sampleDishNames(SAMPLE_IDS.verified));
  expect(menuRequests(session)).toHaveLength(1);

  await goOffline(session);
  const saved = await open(SAMPLE_IDS.verified);
  expect(await dishNames(saved)).toEqual(sampleDishNames(SAMPLE_IDS.verified));
  expect(await markers(saved)).toEqual(expect.arrayContaining(['Offline', expect.stringMatching(/^Saved/)]));

  const unsaved = await open(SAMPLE_IDS.crawled);
  expect(await panelText(unsaved)).toContain('You’re offline and this menu isn’t saved yet');
  expect(await requestsDuringQuiet(session, unsaved)).toEqual([]);

  // "It will load once you are back online": the page's online event makes the panel ask again.
  await goOnline(session);
  await expect
    .poll(() => dishNames(unsaved), { timeout: 15_000 })
    .toEqual(sampleDishNames(SAMPLE_IDS.crawled));
  expect(menuRequests(session, SAMPLE_IDS.crawled)).toHaveLength(1);
});

it('offline, an unsaved place offers no lookup that cannot work; saved menus still show; it loads once online', async () => {
  expect(await dishNames(await open(SAMPLE_IDS.scanned))).toEqual(sampleDishNames(SAMPLE_IDS.scanned));
  await goOffline(session);
  const page = await open(SAMPLE_IDS.realNewYork);
  await expect.poll(() => panelText(page), { timeout: 30_000 }).toContain('You’re offline');
  // No paid "Try again" beside "It will load once you are back online": offline it could only fail.
  expect(await panelButton(page, /uses 1 lookup/).count()).toBe(0);
  expect(menuRequests(session, SAMPLE_IDS.realNewYork)).toEqual([]);

  await pushPlace(page, placeById(session, SAMPLE_IDS.scanned));
  expect(await dishNames(page)).toEqual(sampleDishNames(SAMPLE_IDS.scanned));

  await goOnline(session);
  await pushPlace(page, placeById(session, SAMPLE_IDS.realNewYork));
  await expect
    .poll(() => dishNames(page), { timeout: 15_000 })
    .toEqual(sampleDishNames(SAMPLE_IDS.realNewYork));
  expect(menuRequests(session, SAMPLE_IDS.realNewYork)).toHaveLength(1);
});
