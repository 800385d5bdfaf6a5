import { beforeAll, expect, it } from 'vitest';
import { MAX_RESTORES } from '@/lib/content/host-keeper.ts';
import { SAMPLE_IDS } from '@/service/index.ts';
import { panelText } from '@/testing/panel.ts';
import { placeById, sampleDishNames } from '@/tests/e2e/harness/lookups.ts';
import type { E2ESession } from '@/tests/e2e/harness/session.ts';
import { useSharedSession } from '@/tests/e2e/harness/shared-session.ts';

// A page (or Maps re-rendering) that removes the panel's host element gets it back, at most
// MAX_RESTORES times a minute (lib/content/host-keeper.ts), so a page fighting it cannot make it spin.

const shared = useSharedSession();
let session: E2ESession;

beforeAll(() => {
  session = shared.session;
});

it('comes back, menu and all, after the page removes it; a page that keeps removing it gets it back only a few times', async () => {
  const page = await shared.open(placeById(session, SAMPLE_IDS.verified));
  const [dish] = sampleDishNames(SAMPLE_IDS.verified);
  expect(await panelText(page)).toContain(dish);

  await page.evaluate(() => document.querySelector('menu-on-maps-panel')?.remove());
  await expect.poll(() => page.locator('menu-on-maps-panel').count()).toBe(1);
  await expect.poll(() => panelText(page)).toContain(dish);

  // The page now removes it each time it is added back, for two seconds, counting the additions.
  const added = await page.evaluate(async () => {
    let count = 0;
    const fight = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && node.localName === 'menu-on-maps-panel') {
            count++;
            node.remove();
          }
        }
      }
    });
    fight.observe(document.body, { childList: true });
    document.querySelector('menu-on-maps-panel')?.remove();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    fight.disconnect();
    return count;
  });
  // One restore was spent above, in the same minute.
  expect(added).toBe(MAX_RESTORES - 1);
  expect(await page.locator('menu-on-maps-panel').count()).toBe(0);
});
