import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { SAMPLE_IDS } from '@/service/index.ts';
import { PROBE_ATTRIBUTE, PROBE_EVENT } from '@/testing/extension-copy.ts';
import { openOptionsPage } from '@/tests/e2e/harness/extension-pages.ts';
import { placeById, sampleDishNames } from '@/tests/e2e/harness/lookups.ts';
import { feedbackOf, saveButton, submitConnection } from '@/tests/e2e/harness/options-ui.ts';
import { dishNames } from '@/tests/e2e/harness/panel-dom.ts';
import { useSharedSession } from '@/tests/e2e/harness/shared-session.ts';

// The content script runs on every Maps page, beside code we do not control: if it were ever
// subverted, it must still have no way to the API key, in either browser. The test copy of the
// extension carries a second content script (the probe, testing/extension-copy.ts), in the same
// isolated world as the extension's own, which reads every storage area and IndexedDB database a
// content script can reach.

interface Attempt {
  ok: boolean;
  value?: unknown;
  error?: string;
}
type ProbeReport = Record<'local' | 'session' | 'sync' | 'indexedDB', Attempt>;

const shared = useSharedSession({ reset: false });

// Saved the way a user saves it, through the options page: where the extension puts the key is
// what is checked.
beforeAll(async () => {
  const { session } = shared;
  const options = await openOptionsPage(session);
  await submitConnection(options, session.service.url, session.service.demoKey);
  await feedbackOf(options, saveButton(options))
    .ok.filter({ hasText: /^Saved\.$/ })
    .waitFor();
  await options.close();
});

async function probe(page: Page): Promise<ProbeReport> {
  await page.evaluate(
    ({ event, attribute }) => {
      document.documentElement.removeAttribute(attribute);
      document.dispatchEvent(new Event(event));
    },
    { event: PROBE_EVENT, attribute: PROBE_ATTRIBUTE },
  );
  await page.waitForFunction(
    (attribute) => document.documentElement.hasAttribute(attribute),
    PROBE_ATTRIBUTE,
  );
  return JSON.parse(
    (await page.evaluate((attribute) => document.documentElement.getAttribute(attribute), PROBE_ATTRIBUTE)) ??
      '{}',
  );
}

it('a content script finds the key in no storage area and no database it can reach', async () => {
  const placeId = SAMPLE_IDS.verified;
  const page = await shared.open(placeById(shared.session, placeId));
  // The key is saved and in use: the menu came from the service with it.
  expect(await dishNames(page)).toEqual(sampleDishNames(placeId));
  const report = await probe(page);

  expect(JSON.stringify(report)).not.toContain(shared.session.service.demoKey);
  // The probe did read: storage.sync (the panel's collapsed state) is open to content scripts.
  expect(report.sync.ok).toBe(true);
  expect(report.indexedDB.ok).toBe(true);
  expect(report.session.ok).toBe(false);
  if (shared.session.browserName === 'chromium') {
    // storage.local.setAccessLevel('TRUSTED_CONTEXTS') closes it in Chrome.
    expect(report.local.ok).toBe(false);
  } else {
    // Firefox has no setAccessLevel: its content scripts read storage.local, the settings included.
    expect(report.local).toMatchObject({
      ok: true,
      value: { settings: { serviceUrl: shared.session.service.url } },
    });
  }
});

it('the key is not in storage.local at all, where Firefox lets content scripts read', async () => {
  const worker = await shared.session.worker();
  const local = await worker.evaluate(async () => {
    const api = (globalThis as { browser?: unknown }).browser ?? (globalThis as { chrome?: unknown }).chrome;
    const { storage } = api as { storage: { local: { get(keys: null): Promise<unknown> } } };
    return JSON.stringify(await storage.local.get(null));
  });
  expect(local).toContain(shared.session.service.url);
  expect(local).not.toContain(shared.session.service.demoKey);
});
