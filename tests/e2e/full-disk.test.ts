import { execFileSync } from 'node:child_process';
import { chmodSync, closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StatusView } from '@/lib/messages/view';
import { SAMPLE_IDS } from '@/service/index.ts';
import { panel, panelText } from '@/testing/panel.ts';
import { menuRequests, placeById, QUIET_MS, sendAsExtensionPage } from '@/tests/e2e/harness/lookups.ts';
import { countInPanel } from '@/tests/e2e/harness/panel-dom.ts';
import { type E2ESession, startSession } from '@/tests/e2e/harness/session.ts';

// Issue 31, a disk that fills (Chromium only: it is where the issue was found, and Firefox's
// storage fails differently). The profile lives on a 40 MB tmpfs of the test's own, which the test
// fills: the browser's storage then refuses writes (or cannot open its backing store).
//
// Where mounting is impossible (not root), the closest honest stand-in: the profile on the normal
// disk with its IndexedDB folder made read-only once the first menu is saved, so that every later
// write fails as on a full disk. CI runs as root, where the mount works; the test says which ran.

const SIZE = '40m';
let session: E2ESession;
let mountDir: string;
let filesystem: 'tmpfs' | 'read-only stand-in';

function mountSmallFilesystem(dir: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${SIZE}`, 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Writes until the filesystem refuses: nothing is left for the browser. */
function fillDisk(dir: string): void {
  const fd = openSync(join(dir, 'filler'), 'w');
  const chunk = Buffer.alloc(1024 * 1024);
  try {
    for (;;) writeSync(fd, chunk);
  } catch {
    // ENOSPC: full.
  } finally {
    closeSync(fd);
  }
  // The last few kilobytes too.
  const small = openSync(join(dir, 'filler-small'), 'w');
  try {
    for (;;) writeSync(small, Buffer.alloc(4096));
  } catch {
    // Full.
  } finally {
    closeSync(small);
  }
}

function makeStorageReadOnly(profileParent: string): void {
  execFileSync('find', [profileParent, '-path', '*IndexedDB*', '-exec', 'chmod', 'a-w', '{}', '+']);
}

beforeAll(async () => {
  mountDir = mkdtempSync(join(tmpdir(), 'mom-small-fs-'));
  filesystem = mountSmallFilesystem(mountDir) ? 'tmpfs' : 'read-only stand-in';
  console.info(
    `full-disk: the profile is on ${filesystem === 'tmpfs' ? `a ${SIZE} tmpfs` : 'the read-only stand-in'}`,
  );
  session = await startSession({ profileParent: mountDir });
  await session.configure();
}, 120_000);

afterAll(async () => {
  await session?.close();
  if (filesystem === 'tmpfs') execFileSync('umount', ['-l', mountDir]);
  else chmodSync(mountDir, 0o755);
  rmSync(mountDir, { recursive: true, force: true });
});

async function status(): Promise<StatusView> {
  const reply = (await sendAsExtensionPage(session, { type: 'status.get' })) as {
    ok: boolean;
    data: StatusView;
  };
  expect(reply.ok).toBe(true);
  return reply.data;
}

const open = (placeId: string): Promise<Page> => session.openPlace(placeById(session, placeId));

async function popupText(): Promise<string> {
  const popup = await session.context.newPage();
  await popup.goto(session.extensionUrl('popup.html'));
  await popup.locator('.popup').first().waitFor();
  await popup.waitForTimeout(1_000);
  // biome-ignore lint/performance/useDomNodeTextContent: rendered text is the point here
  const text = (await popup.locator('body').innerText()).replace(/\s+/g, ' ');
  await popup.close();
  return text;
}

it('a disk that fills: warned before, then automatic lookups pause, a click still works, and the count stays right', async () => {
  const first = await open(SAMPLE_IDS.verified);
  await expect.poll(() => panelText(first), { timeout: 20_000 }).toMatch(/\bSaved\b/);
  if (filesystem === 'tmpfs') {
    // 40 MB in all: estimate() leaves far less than the warning's 100 MB, before anything fails.
    expect(await popupText()).toMatch(/Browser storage is nearly full: about \d+ MB left on this device/);
    fillDisk(mountDir);
  } else {
    makeStorageReadOnly(mountDir);
  }

  // The first lookup after the disk filled may be billed: only its failed write tells.
  const discover = await open(SAMPLE_IDS.crawled);
  await expect
    .poll(() => panelText(discover), { timeout: 20_000 })
    .toMatch(/could not be saved|Couldn’t save|Browser storage is full or failing/);
  const billedBefore = menuRequests(session).length;
  expect(billedBefore).toBeLessThanOrEqual(2);

  // Then automatic lookups wait: each would bill and keep nothing.
  for (const placeId of [SAMPLE_IDS.scanned, SAMPLE_IDS.yen]) {
    const page = await open(placeId);
    await expect
      .poll(() => panelText(page), { timeout: 20_000 })
      .toContain('Browser storage is full or failing');
    await page.waitForTimeout(QUIET_MS);
    expect(menuRequests(session, placeId), placeId).toHaveLength(0);
  }
  const last = await open(SAMPLE_IDS.pounds);
  await expect
    .poll(() => panelText(last), { timeout: 20_000 })
    .toContain('Browser storage is full or failing');
  expect(menuRequests(session).length).toBe(billedBefore);

  // While it fails, the status is answered and says so (a code each page words in its own
  // language), as the popup and options do in words; the month's count is every request billed.
  const after = await status();
  expect(after.storageError).toMatch(/^(quota|failing)$/);
  expect(after.budget.used).toBe(menuRequests(session).length);
  expect(await popupText()).toMatch(/Browser storage is (full|failing)/);
  // The options page's form may not load (its key's database is on the same disk); the notice does.
  const options = await session.context.newPage();
  await options.goto(session.extensionUrl('options.html'));
  await expect
    // biome-ignore lint/performance/useDomNodeTextContent: rendered text is the point here
    .poll(async () => (await options.locator('body').innerText()).replace(/\s+/g, ' '))
    .toMatch(/Browser storage is (full|failing)/);
  await options.close();

  // A click still looks it up and shows it; the panel said beforehand that it will not be kept.
  // (Whether its write then fails depends on the bytes left in a page the database already holds:
  // the panel then says "could not be saved" or "Saved", as it happened.)
  expect(await panelText(last)).toContain('A click still shows the menu, but it will not be kept.');
  await panel(last).getByRole('button', { name: 'Show menu — uses 1 lookup' }).click();
  await expect.poll(() => countInPanel(last, '.mom-dish'), { timeout: 20_000 }).toBeGreaterThan(0);
  expect(menuRequests(session, SAMPLE_IDS.pounds)).toHaveLength(1);

  // Every request billed is counted, whether its menu was kept or not.
  expect((await status()).budget.used).toBe(menuRequests(session).length);
}, 180_000);
