import type { Dialog, Page } from 'playwright-core';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { HOSTILE_IDS, SAMPLE_IDS } from '@/service/index.ts';
import { panel, panelText } from '@/testing/panel.ts';
import { placeById, pushPlace, sampleDishNames } from '@/tests/e2e/harness/lookups.ts';
import { countInPanel, dishNames, panelButton, statusBadge } from '@/tests/e2e/harness/panel-dom.ts';
import type { E2ESession } from '@/tests/e2e/harness/session.ts';
import { useSharedSession } from '@/tests/e2e/harness/shared-session.ts';

// Records that attack the client (service test mode, HOSTILE_IDS): markup stays text, no link but
// http(s), odd shapes still render, a huge body is a clear error, and the next place still works.

const shared = useSharedSession();
let session: E2ESession;

beforeAll(() => {
  session = shared.session;
});

const dialogs: string[] = [];

beforeEach(() => {
  dialogs.length = 0;
});

const open = (placeId: string) =>
  shared.open(placeById(session, placeId), {
    // alert() from any world (page or content script) would open a dialog.
    beforeLoad: (page: Page) =>
      page.on('dialog', (dialog: Dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      }),
  });

/** After a hostile record, an ordinary place must still show its dishes in the same tab. */
async function expectNextPlaceWorks(page: Page): Promise<void> {
  const next = placeById(session, SAMPLE_IDS.verified);
  await pushPlace(page, next);
  expect(await dishNames(page)).toEqual(sampleDishNames(next.placeId));
}

const ACTIVE_ELEMENTS =
  'img, script, iframe, svg, object, embed, a[href^="javascript:" i], [onerror], [onload]';
const pwned = (page: Page) => page.evaluate(() => (window as { __pwned?: unknown }).__pwned);

it('markup in names, dishes, sections and tags is shown as text and never becomes elements', async () => {
  const page = await open(HOSTILE_IDS.xss);
  const names = await dishNames(page);
  expect(names).toContain('<img src=x onerror=alert(1)>');
  expect(names).toContain('Soup <script>alert("xss")</script>');
  expect(names).toContain('Cake <a href="javascript:alert(1)">click</a>');
  const text = await panelText(page);
  expect(text).toContain('<b>Evil</b> Eats <img src=x onerror=alert(1)>');
  expect(text).toContain('<h1>Mains</h1>');
  expect(text).toContain('"><svg onload=alert(1)>');
  await expect
    .poll(() => panel(page).getByText('<img src=x onerror=alert(1)>').first().isVisible())
    .toBe(true);
  expect(await countInPanel(page, ACTIVE_ELEMENTS)).toBe(0);
  expect(await countInPanel(page, 'h1, b')).toBe(0);
  expect(dialogs).toEqual([]);
  await expectNextPlaceWorks(page);
});

it('a canary planted in every text field never runs, in the page world or anywhere else', async () => {
  // A record served for one place through the fault hook: every handler would set window.__pwned.
  const placeId = SAMPLE_IDS.yen;
  const img = '<img src=x onerror="window.__pwned=1;alert(1)">';
  session.service.setFaults({
    places: {
      [placeId]: {
        record: {
          place_id: placeId,
          name: `Canary ${img}`,
          items: [
            { name: img, description: '<script>window.__pwned=2</script>', price: null, section: null },
            { name: '<svg onload="window.__pwned=3">', description: null, price: null, section: null },
          ],
          diet_tags: [img],
          prices: null,
          source_url: 'javascript:window.__pwned=4',
          verified_at: '2026-11-01T00:00:00Z',
          menu_status: 'verified',
        },
      },
    },
  });
  const page = await open(placeId);
  // Give a broken image time to fail and fire its handler, were there one.
  await page.waitForTimeout(1_000);
  expect(await pwned(page)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await countInPanel(page, ACTIVE_ELEMENTS)).toBe(0);
  expect(await dishNames(page)).toEqual([img, '<svg onload="window.__pwned=3">']);
});

it('a javascript: source_url gives no link at all, nor a source line', async () => {
  const page = await open(HOSTILE_IDS.javascriptUrl);
  expect(await dishNames(page)).toEqual(['Toasted sandwich', 'Tomato soup']);
  expect(await panelText(page)).not.toContain('Source:');
  expect(await countInPanel(page, 'a')).toBe(0);
});

it('wrong field types and an unknown grade still render something sensible', async () => {
  const page = await open(HOSTILE_IDS.wrongTypes);
  await expect.poll(() => statusBadge(page).textContent()).toBe('Grade: 3');
  expect(await panel(page).locator('.mom-title').textContent()).toBe('67890');
  // items arrive as {"0": "Soup", "1": {name: 42, …}}: read as the list it was.
  expect(await dishNames(page)).toEqual(['Soup', '42']);
  expect(await panelText(page)).toContain('Grade: 3 · date unknown');

  await pushPlace(page, placeById(session, HOSTILE_IDS.unknownStatus));
  expect(await statusBadge(page).textContent()).toBe('Grade: owner_confirmed');
  expect(await dishNames(page)).toEqual(['Club sandwich']);
});

it('a huge body is a clear error with Try again, and the panel keeps working for the next place', async () => {
  const page = await open(HOSTILE_IDS.huge);
  const text = await panelText(page);
  expect(text).toContain('Couldn’t load the menu');
  // The sentence is the catalogue's alone; the reader's English detail waits behind "Technical details".
  expect(await panel(page).locator('.mom-state-detail').textContent()).toBe(
    'The menu service sent an answer this extension could not read.',
  );
  expect(await panel(page).locator('.mom-technical-detail p').textContent()).toMatch(/^body larger than/);
  expect(await panelButton(page, 'Try again — uses 1 lookup').isVisible()).toBe(true);
  expect(await countInPanel(page, '.mom-dish')).toBe(0);
  await expectNextPlaceWorks(page);
});
