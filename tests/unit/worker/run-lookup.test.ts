import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '@/lib/api/api-result';
import type { Menu } from '@/lib/api/model';
import { DAY_MS } from '@/lib/clock';
import type { MenuView } from '@/lib/messages/view';
import { assembleWorker, type Worker } from '@/lib/worker/worker';
import { failed, ok } from '@/tests/fixtures/worker/fake-menu-api';
import { sampleMenu, T0 } from '@/tests/fixtures/worker/sample-menu';
import { createHarness, deferred, type Harness, mapsUrl } from '@/tests/fixtures/worker/worker-harness';

// Lookups the product rules forbid billing again: after a menu could not be stored, from reads older
// than another ask's 404 or 429, and a content script's retries of one failing place past the tab cap.

const TAB = 5;

describe('a fetched menu that cannot be stored (disk full, broken database)', () => {
  let h: Harness;
  let worker: Worker;
  const ask = () => h.send<MenuView>(worker, { type: 'menu.forUrl', url: mapsUrl('P1') }, h.tabSender(TAB));

  /** What the inline panel does (panel-controller.ts): re-ask on menu.updated and while pending. */
  async function panelReasks(times: number): Promise<void> {
    for (let i = 0; i < times; i++) {
      await worker.settled();
      h.notices.length = 0;
      await ask();
    }
    await worker.settled();
  }

  beforeEach(async () => {
    h = createHarness();
    await h.setup();
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId, { verifiedAt: T0 - DAY_MS })));
    const failingCache = {
      ...h.cache,
      putMenu: async () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    worker = assembleWorker({ ...h.makeDeps(), cache: failingCache }, h.identity);
  });

  it('uncached place: the answer shows the menu, and the re-asks that follow bill nothing more', async () => {
    const first = await ask();
    expect(first).toMatchObject({ outcome: { kind: 'ok' }, menu: { menu: { placeId: 'P1' } } });
    await panelReasks(3);
    expect(h.api.menuCalls).toEqual(['P1']);
  });

  it('never says saved: the answer is marked unsaved, and the re-ask says the disk refused it', async () => {
    const first = await ask();
    expect(first.menu?.unsaved).toBe(true);
    await worker.settled();
    // The tab that asked is told, so that it stops waiting for a save.
    expect(h.notices.map((notice) => notice.to)).toContain(TAB);
    const again = await ask();
    expect(again.outcome).toEqual({
      kind: 'not_saved',
      problem: { kind: 'storage', storage: 'quota' },
    });
    expect(again.menu).toMatchObject({ unsaved: true, menu: { placeId: 'P1' } });
    expect(h.api.menuCalls).toEqual(['P1']);
  });

  describe('the menu kept in memory goes', () => {
    /** P1 fetched and refused by the disk, then automatic lookups off: asks show only what is kept. */
    async function keptThenManual(): Promise<void> {
      await ask();
      await worker.settled();
      await h.changeSettings(worker, { autoLookup: false });
      expect((await ask()).menu).toMatchObject({ unsaved: true, menu: { placeId: 'P1' } });
    }

    it('when the saved menus are cleared', async () => {
      await keptThenManual();
      await h.send(worker, { type: 'cache.clear' });
      expect((await ask()).menu).toBeNull();
    });

    it('when another service URL is saved', async () => {
      await keptThenManual();
      await h.changeSettings(worker, { serviceUrl: 'https://menus.example.org' });
      expect((await ask()).menu).toBeNull();
    });

    it('when another key is saved', async () => {
      await keptThenManual();
      await h.changeKey(worker, 'sk-new-key-0123456789');
      expect((await ask()).menu).toBeNull();
      expect(h.api.menuCalls).toEqual(['P1']);
    });
  });

  it('stale cached place: a background refresh is not repeated on every re-ask', async () => {
    await h.cache.putMenu(sampleMenu('P1', { verifiedAt: T0 - 30 * DAY_MS }), T0 - 8 * DAY_MS);
    expect((await ask()).outcome).toEqual({ kind: 'refreshing' });
    await panelReasks(3);
    expect(h.api.menuCalls).toEqual(['P1']);
  });
});

describe('a fetched menu that is stored', () => {
  it('is unsaved in the answer that comes before its write, and saved once the tab asks again', async () => {
    const h = createHarness();
    await h.setup();
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    const worker = h.startWorker();
    const ask = () => h.send<MenuView>(worker, { type: 'menu.forUrl', url: mapsUrl('P1') }, h.tabSender(TAB));
    expect((await ask()).menu?.unsaved).toBe(true);
    await worker.settled();
    expect(h.notices.map((notice) => notice.to)).toContain(TAB);
    const saved = await ask();
    expect(saved.outcome).toEqual({ kind: 'ok' });
    expect(saved.menu?.unsaved).toBeUndefined();
  });
});

describe('reads taken before another ask for the same place finished', () => {
  let h: Harness;

  beforeEach(async () => {
    h = createHarness();
    await h.setup();
  });

  /**
   * The tab's content script asks for P1 (uncached); its request is on its way when the popup
   * opens. The popup's reads are taken while it runs, but their answers arrive only after the
   * content script's request ended with `answer`. Returns the popup's view.
   */
  async function popupWhileContentScriptRequestEnds(answer: ApiResult<Menu>): Promise<MenuView> {
    const gate = deferred<ApiResult<Menu>>();
    h.api.answerMenu(() => gate.promise);
    const deps = h.makeDeps();
    const held = deferred<void>();
    let holdReads = false;
    const cache = {
      ...deps.cache,
      getNotFound: async (placeId: string, now: number) => {
        const noted = await deps.cache.getNotFound(placeId, now);
        if (holdReads) await held.promise;
        return noted;
      },
    };
    const worker = assembleWorker({ ...deps, cache }, h.identity);
    h.placePort(worker, TAB).report(mapsUrl('P1'));

    const contentScript = h.send<MenuView>(
      worker,
      { type: 'menu.forUrl', url: mapsUrl('P1') },
      h.tabSender(TAB),
    );
    await vi.waitFor(() => expect(h.api.menuCalls).toEqual(['P1']));
    holdReads = true;
    const popup = h.send<{ view: MenuView }>(worker, { type: 'menu.forTab', tabId: TAB });
    await new Promise((done) => setTimeout(done, 0));

    gate.resolve(answer);
    await contentScript;
    await worker.settled();
    held.resolve();
    const { view } = await popup;
    await worker.settled();
    return view;
  }

  it('after a 429: no second request', async () => {
    const view = await popupWhileContentScriptRequestEnds(
      failed({ kind: 'budget_exhausted', status: 429, retryAfterMs: null }),
    );
    expect(h.api.menuCalls).toEqual(['P1']);
    expect(view.outcome.kind).toBe('budget_exhausted');
  });

  it('after a 404: the place is not billed twice', async () => {
    const view = await popupWhileContentScriptRequestEnds(failed({ kind: 'not_found', status: 404 }));
    expect(h.api.menuCalls).toEqual(['P1']);
    expect(view.outcome.kind).toBe('not_found');
  });
});

describe('a content script repeating userInitiated asks for one failing place', () => {
  it('is bounded by the per-tab cap like distinct places are', async () => {
    const h = createHarness();
    await h.setup();
    // 200 with a body the extension cannot read: answered, so billed, every time.
    h.api.answerMenu(() => failed({ kind: 'invalid_response', message: 'body is not JSON' }));
    const worker = h.startWorker();
    const outcomes: string[] = [];
    for (let i = 0; i < 30; i++) {
      const view = await h.send<MenuView>(
        worker,
        { type: 'menu.forUrl', url: mapsUrl('P1'), userInitiated: true },
        h.tabSender(TAB),
      );
      outcomes.push(view.outcome.kind);
    }
    expect(h.api.menuCalls.length).toBeLessThanOrEqual(20);
    expect(outcomes.at(-1)).toBe('tab_limit');
  });
});
