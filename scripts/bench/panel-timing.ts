import type { Page } from 'playwright-core';
import type { FixturePlace } from '@/testing/maps-site/place-urls.ts';
import { placePath } from '@/testing/maps-site/place-urls.ts';

// In-page timing of the inline panel. The panel lives in an open shadow root that the content
// script renders in its own world; the DOM is shared, so a MutationObserver in the page sees it.

export interface PanelWait {
  name: string;
  /** Also require a dish list (else any settled content: a message, an offline notice…). */
  dishes: boolean;
  timeoutMs: number;
}

/**
 * pushState to the place's URL and resolve with the ms (page clock) until the panel shows that
 * place settled: its name as the title, nothing busy, and dishes when asked for.
 */
export async function pushStateAndTime(page: Page, place: FixturePlace, dishes = true): Promise<number> {
  const wait: PanelWait = { name: place.name, dishes, timeoutMs: 20_000 };
  // No named helpers inside: tsx wraps named functions in `__name(…)`, which the page does not have.
  return page.evaluate(
    ({ path, wait }) =>
      new Promise<number>((resolve, reject) => {
        const root = document.querySelector('menu-on-maps-panel')?.shadowRoot;
        if (!root) throw new Error('no inline panel on the page');
        const start = performance.now();
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`panel did not settle on ${wait.name}`));
        }, wait.timeoutMs);
        const observer = new MutationObserver(() => {
          if (root.querySelector('.mom-title')?.textContent?.trim() !== wait.name) return;
          if (root.querySelector('[aria-busy="true"]')) return;
          if (wait.dishes && !root.querySelector('.mom-dish')) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(performance.now() - start);
        });
        observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
        history.pushState({}, '', path);
      }),
    { path: placePath(place), wait },
  );
}

/** Waits (polling) until the panel shows the place settled, without timing anything. */
export async function waitForPanelPlace(page: Page, name: string, dishes: boolean, timeout = 20_000) {
  await page.waitForFunction(
    ({ name, dishes }) => {
      const root = document.querySelector('menu-on-maps-panel')?.shadowRoot;
      if (!root || root.querySelector('[aria-busy="true"]')) return false;
      if (root.querySelector('.mom-title')?.textContent?.trim() !== name) return false;
      return !dishes || root.querySelector('.mom-dish') !== null;
    },
    { name, dishes },
    { timeout },
  );
}
