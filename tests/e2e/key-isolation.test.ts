import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { SAMPLE_IDS } from '@/service/index.ts';
import { placeById } from '@/tests/e2e/harness/lookups.ts';
import { useSharedSession } from '@/tests/e2e/harness/shared-session.ts';

// The content script runs on every Maps page, beside code we do not control: if it were ever
// subverted, it must still have no way to the API key. The worker restricts storage.local to the
// extension's own pages (restrictStorageAccess); this reads storage from the content script's world.

const shared = useSharedSession();

beforeAll(() => shared.session.configure());

/** Evaluates expressions in the content script's isolated world of `page`. */
async function contentScriptWorld(page: Page): Promise<(expression: string) => Promise<string>> {
  const cdp = await page.context().newCDPSession(page);
  const worlds: { id: number; name: string }[] = [];
  cdp.on('Runtime.executionContextCreated', ({ context }) => worlds.push(context));
  await cdp.send('Runtime.enable'); // reports the contexts that already exist
  const world = worlds.findLast((context) => context.name === 'Menu on Maps');
  if (!world) throw new Error('no content script world on the page');
  return async (expression) => {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression,
      contextId: world.id,
      awaitPromise: true,
      returnByValue: true,
    });
    return String(result.value);
  };
}

it('the content script can read neither storage.local (the key) nor storage.session', async () => {
  const page = await shared.open(placeById(shared.session, SAMPLE_IDS.verified));
  const evaluate = await contentScriptWorld(page);
  const read = (area: string) =>
    evaluate(
      `chrome.storage.${area}.get(null).then((items) => JSON.stringify(items), (error) => 'refused: ' + error.message)`,
    );
  for (const area of ['local', 'session']) expect(await read(area)).toMatch(/^refused: /);
  // storage.sync holds the panel's collapsed state only, which the content script needs.
  expect(await read('sync')).not.toContain(shared.session.service.demoKey);
});
