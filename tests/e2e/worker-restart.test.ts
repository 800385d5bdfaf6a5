import type { Page } from 'playwright-core';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { SAMPLE_IDS } from '@/service/index.ts';
import { panelText, waitForSettledPanel } from '@/testing/panel.ts';
import { menuRequests, placeById, sampleDishNames } from '@/tests/e2e/harness/lookups.ts';
import { dishNames, panelButton } from '@/tests/e2e/harness/panel-dom.ts';
import type { E2ESession } from '@/tests/e2e/harness/session.ts';
import { useSharedSession } from '@/tests/e2e/harness/shared-session.ts';

// Chrome stops MV3 workers whenever it likes, Firefox its event page; one stopped while a billed request is on the wire
// loses the answer. Designed behaviour: the tab that asked gets a clear error with Try again at once;
// a Try again click spends a new lookup right away; a tab that asks automatically meanwhile shows
// "loading" while the stopped worker's in-flight marker is fresh (at most 45 s, so a crashing
// worker cannot loop on billed requests), asking again every 5 s, and shows the menu as soon as
// it is saved.

const shared = useSharedSession({ reset: false });
let session: E2ESession;

beforeAll(async () => {
  session = shared.session;
  await session.configure();
});

afterEach(() => {
  session.service.setFaults({});
});

const open = (placeId: string) => shared.open(placeById(session, placeId), { settle: false });

const isLoading = (page: Page) =>
  page.evaluate(
    () => !!document.querySelector('menu-on-maps-panel')?.shadowRoot?.querySelector('[aria-busy="true"]'),
  );

it('a worker stopped mid-request: a clear retryable error, Try again recovers, other tabs do not stay loading', async () => {
  const placeId = SAMPLE_IDS.scanned;
  const dishes = sampleDishNames(placeId);
  session.service.setFaults({ places: { [placeId]: { latencyMs: 6_000 } } });
  const asker = await open(placeId);
  await expect.poll(() => session.service.inFlight(), { timeout: 15_000 }).toBeGreaterThan(0);

  await session.stopBackground();
  session.service.setFaults({});
  await waitForSettledPanel(asker);
  expect(await panelText(asker)).toContain('Couldn’t load the menu');
  expect(await panelText(asker)).toContain('The extension stopped before it answered');

  // Another tab asks automatically while the stopped worker's marker is fresh: the new worker
  // answers "loading" and sends nothing (with the fault gone, a request would answer at once).
  const other = await open(placeId);
  await expect.poll(() => panelText(other)).toContain('Loading');
  await other.waitForTimeout(1_500);
  expect(await isLoading(other)).toBe(true);

  await panelButton(asker, 'Try again — uses 1 lookup').click();
  await expect.poll(() => dishNames(asker), { timeout: 15_000 }).toEqual(dishes);
  // The other tab asks again by itself and finds the saved menu (no stuck skeleton).
  await expect.poll(() => dishNames(other), { timeout: 15_000 }).toEqual(dishes);

  // The lost request (answered to nobody after its latency) and the Try again: both reached the service.
  await expect.poll(() => session.service.inFlight(), { timeout: 20_000 }).toBe(0);
  expect(menuRequests(session, placeId).map((entry) => entry.status)).toEqual([200, 200]);
});
