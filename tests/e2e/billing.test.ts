import { beforeAll, expect, it } from 'vitest';
import { SAMPLE_IDS } from '@/service/index.ts';
import { pannedPath } from '@/testing/maps-site/place-urls.ts';
import { panelText, waitForSettledPanel } from '@/testing/panel.ts';
import {
  menuRequests,
  placeById,
  requestsDuringQuiet,
  sampleDishNames,
} from '@/tests/e2e/harness/lookups.ts';
import { dishNames, pageScriptClick, panelButton } from '@/tests/e2e/harness/panel-dom.ts';
import type { E2ESession } from '@/tests/e2e/harness/session.ts';
import { useSharedSession } from '@/tests/e2e/harness/shared-session.ts';

// Every request bills: what may and may not send one, read from the service's own request log.

const shared = useSharedSession();
let session: E2ESession;

beforeAll(() => {
  session = shared.session;
});

const open = (placeId: string) => shared.open(placeById(session, placeId), { settle: false });

it('two tabs opening the same place at once share one request; a revisit and a pan send none', async () => {
  const placeId = SAMPLE_IDS.realBengaluru;
  // The answer is held long enough for the second tab to ask while the first request runs.
  session.service.setFaults({ places: { [placeId]: { latencyMs: 5_000 } } });
  const [first, second] = await Promise.all([open(placeId), open(placeId)]);
  for (const page of [first, second]) {
    await expect.poll(() => dishNames(page), { timeout: 15_000 }).toEqual(sampleDishNames(placeId));
  }
  expect(menuRequests(session, placeId)).toHaveLength(1);
  session.service.setFaults({});

  // Within the freshness window a new tab shows the saved copy.
  const revisit = await open(placeId);
  await waitForSettledPanel(revisit);
  expect(await dishNames(revisit)).toEqual(sampleDishNames(placeId));
  expect(await panelText(revisit)).toContain('Saved');
  expect(await requestsDuringQuiet(session, revisit)).toEqual([]);

  // Panning rewrites only @lat,lng,zoom: the same place, nothing to ask.
  const place = placeById(session, placeId);
  await revisit.evaluate((path) => history.pushState({}, '', path), pannedPath(place, 0.004, -0.002, 15));
  expect(await requestsDuringQuiet(session, revisit)).toEqual([]);
  expect(await dishNames(revisit)).toEqual(sampleDishNames(placeId));
  expect(menuRequests(session)).toHaveLength(1);
});

it('manual mode: a click dispatched by page script spends nothing; a real click spends exactly one lookup', async () => {
  await session.configure({ settings: { autoLookup: false } });
  const placeId = SAMPLE_IDS.plainItems;
  const page = await open(placeId);
  const showMenu = panelButton(page, 'Show menu — uses 1 lookup');
  await showMenu.waitFor();
  expect(await panelText(page)).toContain('Automatic lookups are off');
  expect(await requestsDuringQuiet(session, page)).toEqual([]);

  // The shadow root is open, so the page can reach the button; its click is not trusted.
  await pageScriptClick(page, 'Show menu');
  expect(await requestsDuringQuiet(session, page)).toEqual([]);
  expect(await panelText(page)).toContain('Menu not loaded');

  await showMenu.click();
  await expect.poll(() => dishNames(page), { timeout: 15_000 }).toEqual(sampleDishNames(placeId));
  expect(menuRequests(session, placeId)).toHaveLength(1);
  expect(session.service.log()).toHaveLength(1);
});
