import { mapsPageHtml } from '@/testing/maps-site/page.ts';
import type { E2ESession } from './session.ts';

// Offline, the way the tests simulate it. `context.setOffline(true)` emulates no network for the
// pages AND the extension's service worker (Playwright applies it to service-worker targets too;
// checked with Debian Chromium 156 and playwright-core 1.65: the worker's navigator.onLine turns false and
// its fetch fails with "Failed to fetch"). goOffline() checks that again, so a browser where it does
// not hold fails loudly instead of silently testing the online path.
// The Maps pages themselves then cannot load from the fixture server: a route serves the same page
// from the test process, as the browser's cache would for a tab reopened offline.

const MAPS_PAGES = 'https://www.google.com/maps/**';

export async function goOffline(session: E2ESession): Promise<void> {
  const html = mapsPageHtml(session.places);
  await session.context.route(MAPS_PAGES, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  await session.context.setOffline(true);
  if (!(await workerOnlineBecomes(session, false))) {
    throw new Error('setOffline did not reach the extension service worker');
  }
}

/** The worker's navigator.onLine follows the emulation a moment after the pages' does. */
async function workerOnlineBecomes(session: E2ESession, online: boolean): Promise<boolean> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const worker = await session.worker();
    if ((await worker.evaluate(() => navigator.onLine)) === online) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

export async function goOnline(session: E2ESession): Promise<void> {
  await session.context.setOffline(false);
  await session.context.unroute(MAPS_PAGES);
}
