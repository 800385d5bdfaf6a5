import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SAMPLE_IDS } from '@/service/index.ts';
import type { FirefoxContext } from '@/testing/firefox/firefox-context.ts';
import { panelText, waitForSettledPanel } from '@/testing/panel.ts';
import { openOptionsPage } from '@/tests/e2e/harness/extension-pages.ts';
import { menuRequests, placeById, QUIET_MS, sampleDishNames } from '@/tests/e2e/harness/lookups.ts';
import { connectButton, feedbackOf, saveButton, submitConnection } from '@/tests/e2e/harness/options-ui.ts';
import { dishNames, panelButton } from '@/tests/e2e/harness/panel-dom.ts';
import { patientPolls } from '@/tests/e2e/harness/patience.ts';
import { BUILT_EXTENSION, type E2ESession, startSession } from '@/tests/e2e/harness/session.ts';
import { toolbarButton } from '@/tests/e2e/harness/toolbar-button.ts';

// The first run, as a new user meets it: the icons, the welcome page the install opens, and the
// steps from there to the first menu on a Maps place page open before the install. The test copy
// is built for the reference service as a store build is for the real one
// (testing/extension-copy.ts): the service URL filled in, its origin granted with the install. The
// browser starts without the extension; the first scenario installs it (stack.ts, installLater).

let session: E2ESession;

beforeAll(async () => {
  patientPolls();
  session = await startSession({ keepWelcome: true, installLater: true });
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

const toolbar = () => toolbarButton(session);

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

/** Marks the page's window: the mark is gone once the page reloads. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { notReloaded?: boolean }).notReloaded = true;
  });
}

const notReloaded = (page: Page) =>
  page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded === true);

/** The panel's CSS position: `fixed` comes from its stylesheet (content-scripts/maps.css). */
const panelPosition = (page: Page) =>
  page.evaluate(() => {
    const inline = document.querySelector('menu-on-maps-panel')?.shadowRoot?.querySelector('.mom-inline');
    return inline ? getComputedStyle(inline).position : null;
  });

/** How many panels the page holds (each copy of the content script mounts one). */
const panelHosts = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('menu-on-maps-panel').length);

it('from the install to the first menu on a place page open before it: 3 steps, the open tab updated without a reload', async () => {
  // A place page is open before the extension is installed (a mark in its window shows a reload).
  const maps = await session.openPlace(placeById(session, SAMPLE_IDS.verified));
  await markWindow(maps);
  expect(await panelHosts(maps)).toBe(0);

  // Installing it opens the welcome page; the toolbar button asks for the key. The open page has
  // the content script without a reload (Chromium: added by the worker, Firefox: by the browser),
  // its stylesheet loaded, asking for the key.
  await session.install();
  const welcome = session.welcome;
  if (!welcome) throw new Error('the install opened no welcome page');
  // The badge is set by the install's handler, which may still be running when the welcome page opens.
  await expect.poll(toolbar).toEqual({ text: 'KEY', title: 'Menu on Maps: add your API key to see menus' });
  await expect.poll(() => panelText(maps)).toContain('Add your API key');
  expect(await panelPosition(maps)).toBe('fixed');
  expect(await panelHosts(maps)).toBe(1);
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
  await welcome.getByRole('heading', { name: 'Key saved' }).waitFor();
  expect(
    await welcome.getByText('Go back to Google Maps: your open tab updates without a reload.').count(),
  ).toBe(1);
  // That line reads as text under its heading, not as large as the heading.
  const [heading, line] = await welcome.evaluate(() =>
    ['.welcome-next h2', '.welcome-now'].map((selector) =>
      Number.parseFloat(getComputedStyle(document.querySelector(selector) as Element).fontSize),
    ),
  );
  expect(line).toBeLessThan(heading ?? 0);
  await steps.take('switch to the Maps tab', () => maps.bringToFront());
  await expect.poll(() => dishNames(maps)).toEqual(sampleDishNames(SAMPLE_IDS.verified));

  expect(steps.taken).toEqual(['paste the API key', 'click Connect', 'switch to the Maps tab']);
  expect(steps.taken.length).toBeLessThanOrEqual(3);
  expect(await notReloaded(maps)).toBe(true);
  expect(await panelHosts(maps)).toBe(1);
  // One lookup, for the place on screen.
  expect(session.service.log().map((entry) => [entry.path, entry.query.place_id, entry.status])).toEqual([
    ['/v1/menu', SAMPLE_IDS.verified, 200],
  ]);
  await expect.poll(toolbar).toEqual({ text: '', title: 'Menu on Maps' });
  await maps.close();
});

it('an update: an open place page shows its menu again without a reload, in one panel, nothing billed', async () => {
  const placeId = SAMPLE_IDS.verified;
  const maps = await session.openPlace(placeById(session, placeId));
  await expect.poll(() => dishNames(maps)).toEqual(sampleDishNames(placeId));
  await markWindow(maps);
  session.service.clearLog();

  // The same copy installed again: runtime.onInstalled 'update'. Chromium cuts the running content
  // script off (its panel goes) and the worker adds the new one; Firefox replaces it itself.
  await session.install();
  await expect.poll(() => dishNames(maps)).toEqual(sampleDishNames(placeId));
  // The old copy's panel is gone, whatever the browser left of that copy.
  await expect.poll(() => panelHosts(maps)).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
  expect(await panelHosts(maps)).toBe(1);
  expect(await notReloaded(maps)).toBe(true);
  // The menu was saved: shown again from the cache.
  expect(menuRequests(session)).toEqual([]);
  await maps.close();
});

it("install warnings are the README's: the content script's hosts (Chromium: also those it scripts open tabs on), and in Firefox the data collected", async () => {
  const manifest = JSON.parse(readFileSync(join(BUILT_EXTENSION, 'manifest.json'), 'utf8'));
  const contentScriptHosts: string[] = manifest.content_scripts[0].matches;
  if (session.browserName === 'firefox') {
    // Firefox adds the content script to open tabs itself: nothing more is asked for.
    expect(manifest.permissions).not.toContain('scripting');
    expect(manifest.host_permissions ?? []).toEqual([]);
    // What Firefox's install dialog lists (README, "Permissions and install warnings"), from the
    // built manifest: the test copy's own grant of the reference service is left out.
    const permissions = manifest.permissions;
    const dataCollection = manifest.browser_specific_settings.gecko.data_collection_permissions.required;
    const firefoxWarnings = (extra: string[] = []) => {
      const asked = {
        permissions: [...permissions, ...extra],
        origins: contentScriptHosts,
        data_collection: dataCollection,
      };
      return (session.context as unknown as FirefoxContext).firefox.chromeScope<string>(
        `(() => {
          const { ExtensionData } = ChromeUtils.importESModule('resource://gre/modules/Extension.sys.mjs');
          const strings = ExtensionData.formatPermissionStrings(
            { permissions: ${JSON.stringify(asked)}, optionalPermissions: { permissions: [], origins: [] }, type: 'extension' },
            { fullDomainsList: true },
          );
          return JSON.stringify([...strings.msgs, strings.dataCollectionPermissions.msg]);
        })()`,
      );
    };
    expect(JSON.parse(await firefoxWarnings())).toEqual([
      `Access your data for sites in ${contentScriptHosts.length} domains`,
      'The developer says this extension collects: website activity, search terms',
    ]);
    // The comparison can tell: the `tabs` permission would add a warning.
    expect(JSON.parse(await firefoxWarnings(['tabs']))).toHaveLength(3);
    return;
  }
  // Chromium: the content script's own patterns, and scripting (open-maps-tabs.ts).
  expect(manifest.host_permissions).toEqual(contentScriptHosts);
  expect(manifest.permissions).toContain('scripting');
  const without = {
    ...manifest,
    permissions: manifest.permissions.filter((name: string) => name !== 'scripting'),
    host_permissions: undefined,
  };
  const worker = await session.worker();
  const warnings = (forManifest: object) =>
    worker.evaluate(
      (json) =>
        (
          globalThis as unknown as {
            chrome: { management: { getPermissionWarningsByManifest(json: string): Promise<string[]> } };
          }
        ).chrome.management.getPermissionWarningsByManifest(json),
      JSON.stringify(forManifest),
    );
  // What Chrome's install dialog lists (getPermissionWarningsByManifest needs no permission).
  expect(await warnings(manifest)).toEqual([
    'Read and change your data on maps.google.com and www.google.com',
  ]);
  expect(await warnings(manifest)).toEqual(await warnings(without));
  // The comparison can tell: the `tabs` permission would add a warning.
  expect(await warnings({ ...manifest, permissions: [...manifest.permissions, 'tabs'] })).toHaveLength(2);
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
