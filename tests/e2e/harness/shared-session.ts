import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type FixturePlace, placePath } from '@/testing/maps-site/place-urls.ts';
import { waitForSettledPanel } from '@/testing/panel.ts';
import { resetLookupState } from './lookups.ts';
import { type E2ESession, startSession } from './session.ts';

export interface SharedSession {
  readonly session: E2ESession;
  /** Opens the place in a new tab, closed after the test; `settle` waits until it stops loading. */
  open(
    place: FixturePlace,
    options?: { settle?: boolean; beforeLoad?: (page: Page) => unknown },
  ): Promise<Page>;
}

/**
 * One browser session for a whole test file (starting Chromium is the slow part): the lookup state
 * is reset before each test (unless `reset: false`) and the test's tabs are closed after it.
 */
export function useSharedSession({ reset = true }: { reset?: boolean } = {}): SharedSession {
  let session: E2ESession | undefined;
  const pages: Page[] = [];
  const current = () => {
    if (!session) throw new Error('the shared session starts in beforeAll');
    return session;
  };

  beforeAll(async () => {
    session = await startSession();
  });
  if (reset) beforeEach(() => resetLookupState(current()));
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.close()));
  });
  afterAll(async () => {
    await session?.close();
  });

  return {
    get session() {
      return current();
    },
    async open(place, { settle = true, beforeLoad } = {}) {
      const page = await current().context.newPage();
      pages.push(page);
      // Awaited when it returns a promise (a viewport change must land before the page loads).
      await beforeLoad?.(page);
      await page.goto(`https://www.google.com${placePath(place)}`);
      if (settle) await waitForSettledPanel(page);
      return page;
    },
  };
}
