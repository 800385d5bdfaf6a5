import type { Page } from 'playwright-core';
import { keyDatabase, readStoredConfiguration } from '@/testing/extension-storage.ts';
import type { E2ESession } from './session.ts';

// The extension's own pages (options, popup) opened as ordinary tabs, and the few worker look-ups
// the tests need to address them.

/** The options page; `hash` '#welcome' for its welcome mode (the page the install opens). */
export async function openOptionsPage(session: E2ESession, hash = ''): Promise<Page> {
  const page = await session.context.newPage();
  await page.goto(session.extensionUrl(`options.html${hash}`));
  // The form appears once settings and key are read from storage.
  await page.getByLabel('Service URL', { exact: true }).waitFor();
  return page;
}

/** The popup as a page; `tabId` plays the tab the toolbar popup would have been opened over. */
export async function openPopupPage(session: E2ESession, tabId: number | null = null): Promise<Page> {
  const page = await session.context.newPage();
  await page.setViewportSize({ width: 400, height: 600 });
  const query = tabId === null ? '' : `?tab=${tabId}`;
  await page.goto(session.extensionUrl(`popup.html${query}`));
  // Its tabs, or (no working key) its one setup step instead.
  await page.locator('.popup-main').waitFor();
  return page;
}

/** The id of the (single) tab whose URL contains `urlPart`, as the worker sees it. */
export async function tabIdOf(session: E2ESession, urlPart: string): Promise<number> {
  const worker = await session.worker();
  // Without the `tabs` permission the worker cannot read tab addresses: ask our content script in
  // each tab, as the extension itself does (lib/worker/browser/tab-location.ts).
  const ask = () =>
    worker.evaluate(async () => {
      const { chrome } = globalThis as unknown as {
        chrome: {
          tabs: {
            query(q: object): Promise<{ id?: number }[]>;
            sendMessage(id: number, message: object): Promise<unknown>;
          };
        };
      };
      const all = await chrome.tabs.query({});
      return Promise.all(
        all.map(async ({ id }) => {
          if (typeof id !== 'number') return { id, url: undefined };
          const url = await chrome.tabs.sendMessage(id, { type: 'page.location' }).catch(() => undefined);
          return { id, url: typeof url === 'string' ? url : undefined };
        }),
      );
    });
  // A page that has just loaded answers once the panel's module has started (it is fetched and
  // compiled after the page's own scripts): asked again for a few seconds.
  const deadline = Date.now() + 5_000;
  let tabs = await ask();
  let matching = tabs.filter((tab) => tab.url?.includes(urlPart) && typeof tab.id === 'number');
  while (matching.length === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    tabs = await ask();
    matching = tabs.filter((tab) => tab.url?.includes(urlPart) && typeof tab.id === 'number');
  }
  if (matching.length !== 1) {
    const urls = tabs.map((tab) => tab.url).join('\n');
    throw new Error(`expected one tab with ${urlPart}, found ${matching.length}:\n${urls}`);
  }
  return matching[0]?.id ?? -1;
}

/**
 * What the extension stored, as the worker reads it: storage.local, with the key from the
 * extension's own IndexedDB as `apiKey` (tests only; testing/extension-storage.ts).
 */
export async function storedLocal(session: E2ESession): Promise<Record<string, unknown>> {
  const worker = await session.worker();
  return worker.evaluate(readStoredConfiguration, keyDatabase);
}
