import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SAMPLE_IDS } from '@/service/index.ts';
import { panelText, waitForSettledPanel } from '@/testing/panel.ts';
import { openOptionsPage } from '@/tests/e2e/harness/extension-pages.ts';
import { menuRequests, placeById, sampleDishNames } from '@/tests/e2e/harness/lookups.ts';
import { connectButton, feedbackOf, saveButton, submitConnection } from '@/tests/e2e/harness/options-ui.ts';
import { dishNames, panelButton } from '@/tests/e2e/harness/panel-dom.ts';
import { patientPolls } from '@/tests/e2e/harness/patience.ts';
import { BUILT_EXTENSION, type E2ESession, startSession } from '@/tests/e2e/harness/session.ts';

// The first run, as a new user meets it: the icons, the welcome page the install opens, and the
// steps from there to the first menu on a Maps place page already open. The test copy is built for
// the reference service as a store build is for the real one (testing/extension-copy.ts): the
// service URL filled in, its origin granted with the install.

let session: E2ESession;

beforeAll(async () => {
  patientPolls();
  session = await startSession({ keepWelcome: true });
});

afterAll(async () => {
  await session?.close();
});

/** Width and height from a PNG's IHDR chunk (after the 8-byte signature and the chunk's length and type). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The toolbar button's badge and tooltip, as the extension set them. */
async function toolbar(): Promise<{ text: string; title: string }> {
  const worker = await session.worker();
  return worker.evaluate(async () => {
    const scope = globalThis as unknown as {
      browser?: {
        action: { getBadgeText(d: object): Promise<string>; getTitle(d: object): Promise<string> };
      };
      chrome: { action: { getBadgeText(d: object): Promise<string>; getTitle(d: object): Promise<string> } };
    };
    const { action } = scope.browser ?? scope.chrome;
    return { text: await action.getBadgeText({}), title: await action.getTitle({}) };
  });
}

/** Every action a user takes, counted: each paste, click, tab switch or answer to a prompt is one. */
function userSteps() {
  const taken: string[] = [];
  return {
    taken,
    async take(what: string, act: () => Promise<unknown>): Promise<void> {
      taken.push(what);
      await act();
    },
  };
}

it('icons: every PNG the built manifest lists, in icons and action.default_icon, has its listed size', () => {
  const manifest = JSON.parse(readFileSync(join(BUILT_EXTENSION, 'manifest.json'), 'utf8'));
  const sizes = ['16', '32', '48', '128'];
  expect(Object.keys(manifest.icons)).toEqual(sizes);
  expect(Object.keys(manifest.action.default_icon)).toEqual(sizes);
  for (const icons of [manifest.icons, manifest.action.default_icon] as Record<string, string>[]) {
    for (const [size, path] of Object.entries(icons)) {
      expect(pngSize(readFileSync(join(BUILT_EXTENSION, path))), path).toEqual({
        width: Number(size),
        height: Number(size),
      });
    }
  }
});

it('from the install to the first menu on an open place page: 3 steps, the open tab updated without a reload', async () => {
  // The install opened the welcome page; the toolbar button asks for the key.
  const welcome = session.welcome;
  if (!welcome) throw new Error('the install opened no welcome page');
  // The badge is set by the install's handler, which may still be running when the welcome page opens.
  await expect.poll(toolbar).toEqual({ text: 'KEY', title: 'Menu on Maps: add your API key to see menus' });
  // A place page is open meanwhile, asking for a key (a mark in its window shows a reload).
  const maps = await session.openPlace(placeById(session, SAMPLE_IDS.verified));
  await expect.poll(() => panelText(maps)).toContain('Add your API key');
  await maps.evaluate(() => {
    (window as { notReloaded?: boolean }).notReloaded = true;
  });
  session.service.clearLog();

  const steps = userSteps();
  await welcome.bringToFront();
  // The Service URL is filled in: the key is all the user enters.
  expect(await welcome.getByLabel('Service URL', { exact: true }).inputValue()).toBe(session.service.url);
  const key = welcome.getByLabel('API key', { exact: true });
  await steps.take('paste the API key', () => key.fill(session.service.demoKey));
  // No permission prompt follows (Chromium's could not be answered here, Firefox's would hold the
  // save until answered): the build's service origin came with the install.
  await steps.take('click Connect', () => connectButton(welcome).click());
  await welcome.getByRole('heading', { name: "You're connected" }).waitFor();
  expect(
    await welcome.getByText('Go back to Google Maps: your open tab updates without a reload.').count(),
  ).toBe(1);
  await steps.take('switch to the Maps tab', () => maps.bringToFront());
  await expect.poll(() => dishNames(maps)).toEqual(sampleDishNames(SAMPLE_IDS.verified));

  expect(steps.taken).toEqual(['paste the API key', 'click Connect', 'switch to the Maps tab']);
  expect(steps.taken.length).toBeLessThanOrEqual(3);
  expect(await maps.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  // One lookup, for the place on screen.
  expect(session.service.log().map((entry) => [entry.path, entry.query.place_id, entry.status])).toEqual([
    ['/v1/menu', SAMPLE_IDS.verified, 200],
  ]);
  await expect.poll(toolbar).toEqual({ text: '', title: 'Menu on Maps' });
  await maps.close();
});

it('a refused key fixed in the options: the open panel follows the lookup settings (automatic lookups off: Show menu, nothing spent)', async () => {
  await session.configure({ key: 'not-the-key', settings: { autoLookup: false } });
  const placeId = SAMPLE_IDS.crawled;
  const maps = await session.openPlace(placeById(session, placeId));
  await waitForSettledPanel(maps);
  await panelButton(maps, 'Show menu — uses 1 lookup').click();
  await expect.poll(() => panelText(maps)).toContain('The API key was refused');
  await expect
    .poll(toolbar)
    .toEqual({ text: 'KEY', title: 'Menu on Maps: the menu service refused your API key' });
  session.service.clearLog();

  const options = await openOptionsPage(session);
  await submitConnection(options, session.service.url, session.service.demoKey);
  await expect.poll(() => feedbackOf(options, saveButton(options)).ok.textContent()).toBe('Saved.');
  await maps.bringToFront();
  // Asked again at once, as an automatic ask: with automatic lookups off, the button, no request.
  await expect.poll(() => panelText(maps)).toContain('Show menu — uses 1 lookup');
  expect(await panelText(maps)).not.toContain('refused');
  expect(menuRequests(session)).toEqual([]);
  await panelButton(maps, 'Show menu — uses 1 lookup').click();
  await expect.poll(() => dishNames(maps)).toEqual(sampleDishNames(placeId));
  expect(menuRequests(session).map((entry) => entry.status)).toEqual([200]);
  await options.close();
  await maps.close();
});
