import type { Page } from 'playwright-core';
import { type LogEntry, startService } from '@/service/index.ts';
import type { FixturePlace } from '@/testing/maps-site/place-urls.ts';
import type { Stack } from '@/testing/stack.ts';
import { benchCatalog } from './catalog.ts';
import { pushStateAndTime, waitForPanelPlace } from './panel-timing.ts';

/** lib/storage/session/guard-timings.ts NETWORK_FAILURE_WINDOW_MS (30 s) plus a margin. */
const OFFLINE_PAUSE_MS = 31_000;

export interface BillingResult {
  views: number;
  uniquePlaces: number;
  billed: number;
  /** Billed menu lookups per place, in first-view order (a place never fetched shows 0). */
  perPlace: { name: string; billed: number }[];
  /** Views during the offline stretch and what the panel showed. */
  offlineViews: { name: string; shown: string }[];
}

type View = { tab: 0 | 1; place: number } | { both: number };

// 20 views of 8 places: revisits, two tabs on one place at once, an offline stretch (the service is
// stopped, so the worker cannot reach it), then the rest once the worker's offline pause is over.
const BEFORE_OFFLINE: View[] = [
  { tab: 0, place: 0 },
  { tab: 0, place: 1 },
  { tab: 0, place: 2 },
  { tab: 0, place: 0 },
  { both: 3 },
  { tab: 0, place: 1 },
  { tab: 1, place: 4 },
];
const OFFLINE: View[] = [
  { tab: 0, place: 2 },
  { tab: 0, place: 5 },
  { tab: 1, place: 0 },
];
// Each tab moves to a different place at every view (the same URL again would not be a new view).
const AFTER_OFFLINE: View[] = [
  { tab: 1, place: 5 },
  { tab: 0, place: 6 },
  { tab: 1, place: 7 },
  { tab: 0, place: 3 },
  { tab: 1, place: 4 },
  { tab: 0, place: 7 },
  { tab: 1, place: 6 },
  { tab: 0, place: 5 },
  { tab: 1, place: 2 },
];
export const VIEW_COUNT = [...BEFORE_OFFLINE, ...OFFLINE, ...AFTER_OFFLINE].reduce(
  (sum, view) => sum + ('both' in view ? 2 : 1),
  0,
);

async function panelSummary(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.querySelector('menu-on-maps-panel')?.shadowRoot;
    const dishes = root?.querySelectorAll('.mom-dish').length ?? 0;
    const offline = root?.querySelector('.mom-marker--offline') ? ', marked offline' : '';
    const state = root?.querySelector('.mom-state-title, .mom-notice-title')?.textContent?.trim();
    const message = state ? `, “${state}”` : '';
    return `${dishes > 0 ? `saved menu (${dishes} dishes)` : 'no menu'}${offline}${message}`;
  });
}

/** Runs the scripted session in a fresh profile (`stack`) and counts billed lookups in the service log. */
export async function billingSession(stack: Stack, places: FixturePlace[]): Promise<BillingResult> {
  if (places.length !== 8) throw new Error('the billing session uses 8 places');
  const at = (index: number) => places[index] as FixturePlace;
  const tabs: (Page | null)[] = [null, null];
  // A tab's first view opens the place's page; later views are single-page pushState changes.
  const show = async (tab: 0 | 1, place: FixturePlace, dishes: boolean) => {
    const page = tabs[tab];
    if (page) return void (await pushStateAndTime(page, place, dishes));
    tabs[tab] = await stack.openPlace(place);
    await waitForPanelPlace(tabs[tab] as Page, place.name, dishes);
  };
  const view = async (item: View, dishes: boolean) => {
    if ('both' in item) await Promise.all([0, 1].map((tab) => show(tab as 0 | 1, at(item.both), dishes)));
    else await show(item.tab, at(item.place), dishes);
  };
  for (const item of BEFORE_OFFLINE) await view(item, true);

  const logs: LogEntry[] = stack.service.log();
  await stack.service.close();
  const offlineViews: BillingResult['offlineViews'] = [];
  for (const item of OFFLINE) {
    await view(item, false);
    const tab = tabs['tab' in item ? item.tab : 0] as Page;
    offlineViews.push({
      name: at('tab' in item ? item.place : item.both).name,
      shown: await panelSummary(tab),
    });
  }
  const service = await startService({ port: stack.service.port, catalog: benchCatalog(), testMode: true });
  try {
    await new Promise((resolve) => setTimeout(resolve, OFFLINE_PAUSE_MS));
    for (const item of AFTER_OFFLINE) await view(item, true);
    logs.push(...service.log());
  } finally {
    await service.close();
    await Promise.all(tabs.map((tab) => tab?.close()));
  }
  const menuLookups = logs.filter((entry) => entry.path === '/v1/menu' && entry.billed);
  return {
    views: VIEW_COUNT,
    uniquePlaces: new Set(places.map((place) => place.placeId)).size,
    billed: menuLookups.length,
    perPlace: places.map((place) => ({
      name: place.name,
      billed: menuLookups.filter((entry) => entry.query.place_id === place.placeId).length,
    })),
    offlineViews,
  };
}
