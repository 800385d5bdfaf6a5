import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_IDS } from '@/service/index.ts';
import { openOptionsPage } from '@/tests/e2e/harness/extension-pages.ts';
import { placeById, sampleDishNames } from '@/tests/e2e/harness/lookups.ts';
import { feedbackOf, saveButton, submitConnection } from '@/tests/e2e/harness/options-ui.ts';
import { dishNames } from '@/tests/e2e/harness/panel-dom.ts';
import { patientPolls } from '@/tests/e2e/harness/patience.ts';
import { type E2ESession, startSession } from '@/tests/e2e/harness/session.ts';

// Save asks the browser for the service origin. Firefox accepts a match pattern with a port and
// echoes it from permissions.contains, but does not apply it: the requests would then go out as
// CORS requests, behind a preflight. Here the prompt is Firefox's own, answered as a user would;
// the other sessions grant the origin in the test copy's manifest, as Chromium's prompt cannot be
// answered from the harness.

// Firefox only (vitest.config.ts leaves this file out of the Chromium project).
describe("Firefox's permission prompt", () => {
  let session: E2ESession;

  beforeAll(async () => {
    patientPolls();
    session = await startSession({ grantServiceOrigin: false });
  });

  afterAll(async () => {
    await session?.close();
  });

  it('Save asks for the service host without its port; once granted, lookups carry no CORS preflight', async () => {
    const options = await openOptionsPage(session);
    await submitConnection(options, session.service.url, session.service.demoKey);
    const listed = await session.answerPermissionPrompt(true);
    await expect.poll(() => feedbackOf(options, saveButton(options)).ok.textContent()).toBe('Saved.');
    expect(listed.join(' ')).toContain('127.0.0.1');

    const worker = await session.worker();
    const origins = await worker.evaluate(async () => {
      const { browser } = globalThis as unknown as {
        browser: { permissions: { getAll(): Promise<{ origins?: string[] }> } };
      };
      return ((await browser.permissions.getAll()).origins ?? []).filter((origin) =>
        origin.includes('127.0.0.1'),
      );
    });
    expect(origins).toEqual(['http://127.0.0.1/*']);

    const placeId = SAMPLE_IDS.verified;
    const page = await session.openPlace(placeById(session, placeId));
    await expect.poll(() => dishNames(page)).toEqual(sampleDishNames(placeId));
    expect(session.service.log().map((entry) => [entry.method, entry.path, entry.status])).toEqual([
      ['GET', '/v1/menu', 200],
    ]);
    await page.close();
  });
});
