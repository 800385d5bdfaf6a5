import { describe, expect, it, vi } from 'vitest';
import type { RemoteSearchResponse } from '@/lib/messages/protocol';
import type { MenuView, StatusView } from '@/lib/messages/view';
import { CacheStorageError } from '@/lib/storage/menus/storage-errors';
import { type Asker, createMenuService } from '@/lib/worker/lookup/menu-service';
import { createTabPlaces } from '@/lib/worker/messaging/tab-places';
import { createWorkerContext } from '@/lib/worker/worker-context';
import { failed, ok } from '@/tests/fixtures/worker/fake-menu-api';
import { sampleMenu } from '@/tests/fixtures/worker/sample-menu';
import { createHarness } from '@/tests/fixtures/worker/worker-harness';

// Issue 31, a disk that fills: while browser storage is full or failing, automatic lookups wait
// (each would bill and keep nothing), a click still looks the menu up and says it was not kept, and
// the status is still answered, with the month's usage right.

const failing = () =>
  new CacheStorageError('failing', 'Browser storage is failing, most likely because the disk is full.');

async function failingStorage() {
  const h = createHarness();
  await h.setup();
  h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
  // One lookup billed before the disk filled: the month's count must stay 1, then 2.
  await h.send<MenuView>(h.startWorker(), { type: 'menu.forPlace', placeId: 'P0' });
  expect(h.api.menuCalls).toEqual(['P0']);
  h.storage.failing = true;
  vi.spyOn(h.cache, 'getMenu').mockRejectedValue(failing());
  vi.spyOn(h.cache, 'putMenu').mockRejectedValue(failing());
  vi.spyOn(h.budgetStore, 'getMonth').mockRejectedValue(failing());
  vi.spyOn(h.budgetStore, 'countRequest').mockRejectedValue(failing());
  return h;
}

describe('menu-service: browser storage full or failing', () => {
  it('an automatic ask bills nothing and says storage is full or failing', async () => {
    const h = await failingStorage();
    const view = await h.send<MenuView>(h.startWorker(), { type: 'menu.forPlace', placeId: 'P1' });
    expect(view.outcome).toEqual({ kind: 'storage_failing' });
    expect(h.api.menuCalls).toEqual(['P0']);
  });

  it('a database that cannot even be read pauses them too, without the health saying so yet', async () => {
    const h = await failingStorage();
    h.storage.failing = false;
    const view = await h.send<MenuView>(h.startWorker(), { type: 'menu.forPlace', placeId: 'P1' });
    expect(view.outcome).toEqual({ kind: 'storage_failing' });
    expect(h.api.menuCalls).toEqual(['P0']);
  });

  it('a click still looks the menu up, shows it and says it was not kept', async () => {
    const h = await failingStorage();
    const worker = h.startWorker();
    const view = await h.send<MenuView>(worker, {
      type: 'menu.forPlace',
      placeId: 'P1',
      userInitiated: true,
    });
    expect(h.api.menuCalls).toEqual(['P0', 'P1']);
    expect(view.menu?.unsaved).toBe(true);
    // Once its write has failed, the panel (told menu.updated) asks again: shown, and not kept.
    await vi.waitFor(async () => {
      const again = await h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'P1' });
      expect(again.outcome.kind).toBe('not_saved');
      expect(again.menu).not.toBeNull();
    });
    expect(h.api.menuCalls).toEqual(['P0', 'P1']);
  });

  it('status.get is answered, with the storage problem and the month’s usage from the mirror', async () => {
    const h = await failingStorage();
    await h.send<MenuView>(h.startWorker(), { type: 'menu.forPlace', placeId: 'P1', userInitiated: true });
    const status = await h.send<StatusView>(h.startWorker(), { type: 'status.get' });
    expect(status.storageError).toBe('failing');
    expect(status.budget.used).toBe(2);
  });
});

describe('menu-service: a 429’s stop while the database fails', () => {
  const EXHAUSTED = failed<never>({ kind: 'budget_exhausted', status: 429, retryAfterMs: null });
  /** The month after T0's (25 Nov 2026): a 429 without Retry-After stops the rest of the month. */
  const RESETS_AT = Date.UTC(2026, 11, 1);
  const click = (h: Awaited<ReturnType<typeof failingStorage>>, placeId: string) =>
    h.send<MenuView>(h.startWorker(), { type: 'menu.forPlace', placeId, userInitiated: true });

  it('holds when the database can no longer be read: no click nor paid search is sent into it', async () => {
    const h = createHarness();
    await h.setup();
    h.api.answerMenu(() => EXHAUSTED);
    await h.send<MenuView>(h.startWorker(), { type: 'menu.forPlace', placeId: 'P0', userInitiated: true });
    vi.spyOn(h.budgetStore, 'getMonth').mockRejectedValue(failing());
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    expect((await click(h, 'P1')).outcome).toEqual({ kind: 'budget_exhausted', resetsAt: RESETS_AT });
    const search = await h.send<RemoteSearchResponse>(h.startWorker(), {
      type: 'search.remote',
      query: 'soup',
    });
    expect(search).toMatchObject({ ok: false, outcome: { kind: 'budget_exhausted' } });
    expect(h.api.menuCalls).toEqual(['P0']);
    expect(h.api.searchCalls).toEqual([]);
  });

  it('a 429 answered while the database fails says the budget is used up, and stops the next click', async () => {
    const h = await failingStorage();
    vi.spyOn(h.budgetStore, 'setExhaustedUntil').mockRejectedValue(failing());
    h.api.answerMenu(() => EXHAUSTED);
    expect((await click(h, 'P1')).outcome).toEqual({ kind: 'budget_exhausted', resetsAt: RESETS_AT });
    expect((await click(h, 'P2')).outcome).toEqual({ kind: 'budget_exhausted', resetsAt: RESETS_AT });
    expect(h.api.menuCalls).toEqual(['P0', 'P1']);
  });
});

describe('menu-service: a menu a full disk refused, saved later (keepUnsaved)', () => {
  it('tells the pages and the tab showing it as not saved, as a lookup’s write does', async () => {
    const h = createHarness();
    await h.setup();
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    const put = vi.spyOn(h.cache, 'putMenu').mockRejectedValue(failing());
    const menus = createMenuService(createWorkerContext(h.makeDeps()), createTabPlaces(h.identity));
    const tab = (tabId: number): Asker => ({ tabId, language: 'en' });
    const place = { placeId: 'P1', nameHint: null };
    await menus.viewForPlace(place, true, tab(5));
    expect(await menus.whenWritten('P1')).not.toBeNull();
    // The panel, told its write failed, asks again: shown, and not saved.
    expect((await menus.viewForPlace(place, false, tab(5))).outcome.kind).toBe('not_saved');
    await menus.settled();
    h.notices.length = 0;
    // The disk still full: it stays kept, and says why.
    expect(await menus.keepUnsaved('P1')).toEqual({ kind: 'storage', storage: 'failing' });
    expect(await menus.keepUnsaved('P2')).toBe('none');

    put.mockRestore();
    expect(await menus.keepUnsaved('P1')).toBe('saved');
    await menus.settled();
    const event = { type: 'menu.updated', placeId: 'P1' };
    expect(h.notices).toEqual(
      expect.arrayContaining([
        { to: 5, event },
        { to: 'pages', event },
      ]),
    );
    expect(h.notices).toHaveLength(2);
    // Its re-ask reads the saved menu; nothing was billed again.
    expect((await menus.viewForPlace(place, false, tab(5))).outcome.kind).toBe('ok');
    expect(h.api.menuCalls).toEqual(['P1']);
  });
});

// A cold worker on a failing backing store cannot open the key's database either (Chromium keeps
// every database of the profile in one store): the key is then unknown, not missing.
describe('menu-service: the key’s database cannot be read', () => {
  async function unreadableKey() {
    const h = createHarness();
    await h.setup();
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    const worker = h.startWorkerWith({
      keyStore: { read: () => Promise.reject(failing()), write: () => Promise.reject(failing()) },
    });
    return { h, worker };
  }

  it('status.get is answered: the key unknown, storage failing', async () => {
    const { h, worker } = await unreadableKey();
    const status = await h.send<StatusView>(worker, { type: 'status.get' });
    expect(status.hasKey).toBeNull();
    expect(status.storageError).toBe('failing');
  });

  it('asks pause as for a failing store, a click as well (nothing can be sent), not for a key', async () => {
    const { h, worker } = await unreadableKey();
    const auto = await h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'P1' });
    expect(auto.outcome).toEqual({ kind: 'storage_failing' });
    const click = await h.send<MenuView>(worker, {
      type: 'menu.forPlace',
      placeId: 'P1',
      userInitiated: true,
    });
    expect(click.outcome).toEqual({ kind: 'storage_failing' });
    const search = await h.send<RemoteSearchResponse>(worker, { type: 'search.remote', query: 'pho' });
    expect(search).toEqual({ ok: false, outcome: { kind: 'storage_failing' } });
    expect(h.api.menuCalls).toEqual([]);
  });

  it('the toolbar button does not ask for a key', async () => {
    const { h, worker } = await unreadableKey();
    await worker.refreshToolbar();
    expect(h.titles.length).toBeGreaterThan(0);
    expect(h.badges.map((badge) => badge.text)).not.toContain('KEY');
  });
});
