import { expect, it } from 'vitest';
import { DWELL_MS } from '@/lib/content/panel-controller.ts';
import { SAMPLE_IDS } from '@/service/index.ts';
import { placePath } from '@/testing/maps-site/place-urls.ts';
import { panelText, waitForSettledPanel } from '@/testing/panel.ts';
import {
  menuRequests,
  placeById,
  sampleDishNames,
  sendAsExtensionPage,
} from '@/tests/e2e/harness/lookups.ts';
import { useSharedSession } from '@/tests/e2e/harness/shared-session.ts';

// Lookups a person did not want, and states that must say what is true (issue 18), in Chromium.

const shared = useSharedSession();

/** Every fixture place with a menu of dishes, in catalog order. */
function placesWithDishes() {
  return shared.session.places.filter((place) => {
    try {
      return sampleDishNames(place.placeId).length > 0;
    } catch {
      return false;
    }
  });
}

it('forty place changes 200 ms apart bill at most one lookup, and the last place shows its menu', async () => {
  const { session } = shared;
  await sendAsExtensionPage(session, { type: 'cache.clear' });
  const places = placesWithDishes();
  const route = Array.from({ length: 40 }, (_, i) => places[i % places.length]!);
  const first = route[0]!;
  const page = await shared.open(first, { settle: false });
  // The changes are made in the page, each 200 ms after the last by the page's clock, and how long
  // each place stayed is measured there: a loaded machine can stall one past the dwell, and a place
  // shown that long may rightly be looked up.
  const shownMs = await page.evaluate(
    async ({ paths, every }) => {
      const shown: number[] = [];
      let since = performance.now();
      for (const path of paths) {
        await new Promise((resolve) => setTimeout(resolve, every));
        history.pushState({}, '', path);
        shown.push(performance.now() - since);
        since = performance.now();
      }
      return shown;
    },
    { paths: route.slice(1).map((place) => placePath(place)), every: 200 },
  );
  const last = route.at(-1)!;
  const stayed = new Set(route.filter((_, i) => (shownMs[i] ?? 0) >= DWELL_MS).map((place) => place.placeId));
  const [dish] = sampleDishNames(last.placeId);
  await expect.poll(() => panelText(page), { timeout: 15_000 }).toContain(dish);
  expect(await panelText(page)).toContain(last.name);
  expect(menuRequests(session, last.placeId)).toHaveLength(1);
  // Normally none stays: the last place's is the one lookup.
  expect(menuRequests(session).length).toBeLessThanOrEqual(new Set([...stayed, last.placeId]).size);
});

it('a redirect from the service is said once as a bad answer, never followed, retried or called offline', async () => {
  const { session } = shared;
  const place = placeById(session, SAMPLE_IDS.verified);
  await sendAsExtensionPage(session, { type: 'cache.clear' });
  // Back to the service itself: a followed redirect would show up as a second, keyed request.
  const target = `${session.service.url}/v1/menu?place_id=${place.placeId}`;
  session.service.setFaults({ places: { [place.placeId]: { redirectTo: target } } });
  const page = await shared.open(place);
  await expect.poll(() => panelText(page)).toContain('redirected the request');
  const text = await panelText(page);
  expect(text).toContain('check the Service URL');
  expect(text).not.toMatch(/offline/i);
  expect(menuRequests(session).map((entry) => [entry.status, entry.fault])).toEqual([[302, 'redirect']]);
});

it('a page another site opened spends nothing until a person uses it', async () => {
  const { session } = shared;
  await sendAsExtensionPage(session, { type: 'cache.clear' });
  const places = placesWithDishes().slice(0, 4);
  const urls = places.map((place) => `https://www.google.com${placePath(place)}`);
  // Another site: served by the test's own route, so no network is involved.
  await session.context.route('https://another-site.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<button id="go">Open</button><script>
        document.getElementById('go').onclick = async () => {
          const opened = window.open('about:blank');
          for (const url of ${JSON.stringify(urls)}) {
            opened.location = url;
            await new Promise((done) => setTimeout(done, 1500));
          }
        };
      </script>`,
    }),
  );
  const site = await session.context.newPage();
  try {
    await site.goto('https://another-site.example/');
    const popup = session.context.waitForEvent('page');
    await site.locator('#go').click();
    const opened = await popup;
    // Each page waits past the dwell before the next one.
    await site.waitForTimeout(urls.length * 1500 + 500);
    expect(menuRequests(session)).toEqual([]);
    const last = places.at(-1)!;
    await waitForSettledPanel(opened);
    expect(await panelText(opened)).toContain('Another site opened this page');
    // A person's first use of the page (a trusted event): its lookup follows.
    await opened.mouse.click(700, 300);
    await expect.poll(() => menuRequests(session, last.placeId).length, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => panelText(opened)).toContain(sampleDishNames(last.placeId)[0]!);
    expect(menuRequests(session)).toHaveLength(1);
    await opened.close();
  } finally {
    await session.context.unroute('https://another-site.example/**');
    await site.close();
  }
});

it('the service unreachable for 20 s: the panel says so (not offline), then shows the menu by itself', async () => {
  const { session } = shared;
  await sendAsExtensionPage(session, { type: 'cache.clear' });
  const place = placeById(session, SAMPLE_IDS.crawled);
  session.service.setFaults({ resetConnections: true });
  const down = Date.now();
  const page = await shared.open(place, { settle: false });
  await expect.poll(() => panelText(page), { timeout: 20_000 }).toContain('can’t be reached');
  expect(await panelText(page)).not.toMatch(/offline/i);
  await page.waitForTimeout(Math.max(0, down + 20_000 - Date.now()));
  session.service.setFaults({});
  const recovered = Date.now();
  const [dish] = sampleDishNames(place.placeId);
  await expect.poll(() => panelText(page), { timeout: 35_000, interval: 500 }).toContain(dish);
  expect(Date.now() - recovered).toBeLessThan(35_000);
});
