// @vitest-environment happy-dom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { askWorker } from '@/lib/messages/page-requester';
import { type FirstRequests, sendFirstRequests } from '@/lib/popup/first-requests';
import { createPopupPort, tabIdFromSearch } from '@/lib/popup/popup-port';
import { menuView, statusView } from '@/tests/fixtures/pages/menus';

afterEach(() => {
  vi.restoreAllMocks();
});

function answerMessages(reply: (message: { type: string }) => unknown) {
  const seen: unknown[] = [];
  fakeBrowser.runtime.onMessage.addListener((message: unknown) => {
    seen.push(message);
    const data = reply(message as { type: string });
    return data === undefined ? undefined : Promise.resolve({ ok: true, data });
  });
  return seen;
}

describe('tabIdFromSearch', () => {
  it.each([
    ['?tab=42', 42],
    ['?x=1&tab=0', 0],
    ['', null],
    ['?tab=', null],
    ['?tab=-1', null],
    ['?tab=1.5', null],
    ['?tab=abc', null],
    ['?tab=99999999999', null],
  ])('%s → %s', (search, expected) => {
    expect(tabIdFromSearch(search)).toBe(expected);
  });
});

describe('createPopupPort', () => {
  it('uses the ?tab= parameter when the popup is opened as a page', async () => {
    expect(await createPopupPort('?tab=42').currentTabId()).toBe(42);
  });

  it("uses the current window's active tab otherwise", async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://www.google.com/maps/place/X' });
    const query = vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([tab]);
    expect(await createPopupPort('').currentTabId()).toBe(tab.id);
    expect(query).toHaveBeenCalledWith({ active: true, currentWindow: true });
  });

  it('has no tab id when no tab is active', async () => {
    vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([]);
    expect(await createPopupPort('').currentTabId()).toBeNull();
  });

  it('asks the worker with typed requests', async () => {
    const seen = answerMessages((message) =>
      message.type === 'menu.forPlace' ? { placeId: 'p' } : undefined,
    );
    const view = await createPopupPort('').menuForPlace('ChIJ_a', true);
    expect(view).toEqual({ placeId: 'p' });
    expect(seen).toContainEqual({
      type: 'menu.forPlace',
      placeId: 'ChIJ_a',
      userInitiated: true,
      savedOnly: false,
      language: 'en',
    });
    await createPopupPort('').menuForPlace('ChIJ_b', false, true);
    expect(seen).toContainEqual({
      type: 'menu.forPlace',
      placeId: 'ChIJ_b',
      userInitiated: false,
      savedOnly: true,
      language: 'en',
    });
  });

  it('hears menu.updated pushes until its signal aborts, and ignores other messages', async () => {
    const port = createPopupPort('');
    const controller = new AbortController();
    const listener = vi.fn();
    port.onMenuUpdated(listener, controller.signal);

    await fakeBrowser.runtime.onMessage.trigger({ type: 'menu.updated', placeId: 'ChIJ_a' }, {});
    await fakeBrowser.runtime.onMessage.trigger({ type: 'menu.updated', placeId: 42 }, {});
    await fakeBrowser.runtime.onMessage.trigger({ type: 'status.get' }, {});
    controller.abort();
    await fakeBrowser.runtime.onMessage.trigger({ type: 'menu.updated', placeId: 'ChIJ_b' }, {});

    expect(listener.mock.calls).toEqual([['ChIJ_a']]);
  });

  it('follows online/offline events of the window until aborted', () => {
    const target = new EventTarget();
    const win = Object.assign(target, { navigator: { onLine: false } }) as unknown as Window;
    const port = createPopupPort('', win);
    const controller = new AbortController();
    const listener = vi.fn();
    port.onOnlineChange(listener, controller.signal);

    expect(port.isOnline()).toBe(false);
    target.dispatchEvent(new Event('online'));
    target.dispatchEvent(new Event('offline'));
    controller.abort();
    target.dispatchEvent(new Event('online'));
    expect(listener.mock.calls).toEqual([[true], [false]]);
  });

  it('opens the options page through the runtime API', async () => {
    const open = vi.spyOn(fakeBrowser.runtime, 'openOptionsPage').mockResolvedValue(undefined);
    await createPopupPort('').openOptions();
    expect(open).toHaveBeenCalledTimes(1);
  });

  describe('with the first requests already sent', () => {
    const first = (tabId: number | null): FirstRequests => ({
      tabId: Promise.resolve(tabId),
      menu: Promise.resolve(tabId === null ? null : menuView('ChIJ_first', 'First', ['Soup'])),
      status: Promise.resolve(statusView({ keyInvalid: true })),
      words: Promise.resolve({ language: 'en', catalogue: {} }),
    });

    it('a failed first ask does not stick: Retry finds the active tab itself', async () => {
      answerMessages((message) =>
        message.type === 'menu.forTab'
          ? { tabId: 12, view: menuView('ChIJ_retry', 'Retry', []) }
          : statusView(),
      );
      vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([{ id: 12 }] as never);
      const failed: FirstRequests = {
        tabId: Promise.reject(new Error('Could not establish connection')),
        menu: Promise.reject(new Error('Could not establish connection')),
        status: Promise.resolve(statusView()),
        words: Promise.resolve({ language: 'en', catalogue: {} }),
      };
      failed.tabId.catch(() => undefined);
      failed.menu.catch(() => undefined);
      const port = createPopupPort('', window, failed);
      expect(await port.currentTabId()).toBe(12);
      expect((await port.menuForTab(12)).placeId).toBe('ChIJ_retry');
    });

    it('takes them over once, then asks the worker again', async () => {
      const seen = answerMessages((message) =>
        message.type === 'menu.forTab'
          ? { tabId: 9, view: menuView('ChIJ_again', 'Again', []) }
          : statusView(),
      );
      const port = createPopupPort('', window, first(9));
      expect(await port.currentTabId()).toBe(9);
      expect((await port.menuForTab(9)).placeId).toBe('ChIJ_first');
      expect((await port.status()).keyInvalid).toBe(true);
      expect(seen).toEqual([]);

      expect((await port.menuForTab(9)).placeId).toBe('ChIJ_again');
      expect((await port.status()).keyInvalid).toBe(false);
      expect(seen).toEqual([{ type: 'menu.forTab', tabId: 9, language: 'en' }, { type: 'status.get' }]);
    });

    it('asks the worker about another tab than the one asked about first', async () => {
      const seen = answerMessages(() => ({ tabId: 4, view: menuView('ChIJ_other', 'Other', []) }));
      const port = createPopupPort('', window, first(9));
      expect((await port.menuForTab(4)).placeId).toBe('ChIJ_other');
      expect(seen).toEqual([{ type: 'menu.forTab', tabId: 4, language: 'en' }]);
    });

    it('sends them through the runtime, for the ?tab= tab', async () => {
      const seen = answerMessages((message) =>
        message.type === 'menu.forTab'
          ? { tabId: 12, view: menuView('ChIJ_sent', 'Sent', []) }
          : statusView(),
      );
      const sent = sendFirstRequests(askWorker, tabIdFromSearch('?tab=12'));
      const port = createPopupPort('?tab=12', window, sent);
      expect((await port.menuForTab((await port.currentTabId()) ?? -1)).placeId).toBe('ChIJ_sent');
      await port.status();
      expect(seen).toEqual([
        { type: 'menu.forTab', tabId: 12 },
        { type: 'status.get' },
        { type: 'words.get' },
      ]);
    });
  });
});
