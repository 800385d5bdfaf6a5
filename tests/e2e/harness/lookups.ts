import type { Page } from 'playwright-core';
import { type LogEntry, sampleEntry } from '@/service/index.ts';
import { type FixturePlace, placePath } from '@/testing/maps-site/place-urls.ts';
import { waitForSettledPanel } from '@/testing/panel.ts';
import type { E2ESession } from './session.ts';

// Places, the service's request log and the extension's own messages, for the lookup and billing
// tests. Proving that something does NOT happen needs a bounded wait: QUIET_MS covers WXT's 1 s
// location poll (used when the Navigation API is absent) twice over, plus a message round trip.

export const QUIET_MS = 2_500;

export function placeById(session: E2ESession, placeId: string): FixturePlace {
  const place = session.places.find((candidate) => candidate.placeId === placeId);
  if (!place) throw new Error(`no fixture place ${placeId}`);
  return place;
}

/** Dish names of a sample record in catalog order, as the panel lists them. */
export function sampleDishNames(placeId: string): string[] {
  const items = sampleEntry(placeId)?.record.items;
  if (!Array.isArray(items)) throw new Error(`sample ${placeId} has no item list`);
  // Some records list dishes as plain strings.
  return items.map((item) => (typeof item === 'string' ? item : String((item as { name: unknown }).name)));
}

/** `/v1/menu` requests that reached the service (answered ones: the log is written on reply). */
export function menuRequests(session: E2ESession, placeId?: string): LogEntry[] {
  return session.service
    .log()
    .filter(
      (entry) => entry.path === '/v1/menu' && (placeId === undefined || entry.query.place_id === placeId),
    );
}

/**
 * Single-page navigation to another place, the way Maps opens one from its list; resolves once
 * the panel has switched to it (its name from the URL is shown) and settled.
 */
export async function pushPlace(page: Page, place: FixturePlace): Promise<void> {
  await page.evaluate((path) => history.pushState({}, '', path), placePath(place));
  await page.waitForFunction((name) => {
    const heading = document.querySelector('menu-on-maps-panel')?.shadowRoot?.querySelector('.mom-title');
    return heading?.textContent === name;
  }, place.name);
  await waitForSettledPanel(page);
}

/** Waits QUIET_MS, then returns the requests that arrived meanwhile (expected: none). */
export async function requestsDuringQuiet(session: E2ESession, page: Page): Promise<LogEntry[]> {
  const before = session.service.log().length;
  await page.waitForTimeout(QUIET_MS);
  return session.service.log().slice(before);
}

/**
 * Sends a message as an extension page (options), which may send what content scripts may not
 * (e.g. `connection.test`). Returns the worker's reply.
 */
export async function sendAsExtensionPage(session: E2ESession, message: object): Promise<unknown> {
  const page = await session.context.newPage();
  try {
    await page.goto(session.extensionUrl('options.html'));
    return await page.evaluate((body) => {
      const { chrome } = globalThis as unknown as {
        chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> } };
      };
      return chrome.runtime.sendMessage(body);
    }, message);
  } finally {
    await page.close();
  }
}

/**
 * Fresh service state between tests: no faults, empty log, budget unused; the right key and default
 * settings, and the extension's 429 stop, key-refused marker and offline pause lifted by a connection
 * test that succeeds (its request is then taken off the service's log and budget).
 */
export async function resetLookupState(session: E2ESession): Promise<void> {
  session.service.setFaults({});
  session.service.reset();
  await session.configure();
  const test = await sendAsExtensionPage(session, { type: 'connection.test' });
  if (!(test as { ok?: boolean; data?: { ok?: boolean } }).data?.ok) {
    throw new Error(`the connection test did not pass: ${JSON.stringify(test)}`);
  }
  session.service.reset();
}
