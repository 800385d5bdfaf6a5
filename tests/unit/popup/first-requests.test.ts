import { describe, expect, it } from 'vitest';
import type { SpokenCatalogue } from '@/lib/i18n/messages';
import type { Requester } from '@/lib/messages/requester';
import type { MenuView } from '@/lib/messages/view';
import { sendFirstRequests } from '@/lib/popup/first-requests';
import { menuView, statusView } from '@/tests/fixtures/pages/menus';

type ActiveAnswer = { tabId: number | null; view: MenuView };

function recordingRequester(activeTab: ActiveAnswer | Error = activeAnswer(3)) {
  const sent: { type: string; data: unknown }[] = [];
  const request = (async (type: string, data: unknown) => {
    sent.push({ type, data });
    const { tabId } = (data ?? {}) as { tabId?: number };
    if (type === 'menu.forTab' && tabId !== undefined)
      return { tabId, view: menuView('ChIJ_x', 'X', ['Soup']) };
    if (type === 'menu.forTab') {
      if (activeTab instanceof Error) throw activeTab;
      return activeTab;
    }
    return type === 'words.get' ? GERMAN : statusView();
  }) as Requester;
  return { sent, request };
}

const GERMAN: SpokenCatalogue = { language: 'de', catalogue: { 'popup.title': 'Menü auf Karten' } };

function activeAnswer(tabId: number | null): ActiveAnswer {
  const view = menuView('ChIJ_active', 'Active', ['Soup']);
  return { tabId, view: tabId === null ? { ...view, placeId: null, menu: null } : view };
}

describe('sendFirstRequests', () => {
  it('asks for the menu of the ?tab= tab first, then for the status, before returning', async () => {
    const { sent, request } = recordingRequester();
    const first = sendFirstRequests(request, 42);
    expect(sent).toEqual([
      { type: 'menu.forTab', data: { tabId: 42 } },
      { type: 'status.get', data: {} },
      { type: 'words.get', data: {} },
    ]);
    expect(await first.tabId).toBe(42);
    expect((await first.menu)?.placeId).toBe('ChIJ_x');
    expect((await first.status).hasKey).toBe(true);
    // Its words come from the worker's memory too.
    expect(await first.words).toEqual(GERMAN);
  });

  it('without ?tab=, asks the worker for the active tab and its menu in one request', async () => {
    const { sent, request } = recordingRequester();
    const first = sendFirstRequests(request, null);
    expect(sent).toEqual([
      { type: 'menu.forTab', data: {} },
      { type: 'status.get', data: {} },
      { type: 'words.get', data: {} },
    ]);
    expect(await first.tabId).toBe(3);
    expect((await first.menu)?.placeId).toBe('ChIJ_active');
    // The worker's catalogue, asked for beside it: the popup reads none of its own.
    expect(await first.words).toEqual(GERMAN);
  });

  it('no active tab: no menu, and the status all the same', async () => {
    const { request } = recordingRequester(activeAnswer(null));
    const first = sendFirstRequests(request, null);
    expect(await first.tabId).toBeNull();
    expect(await first.menu).toBeNull();
    expect((await first.status).hasKey).toBe(true);
  });

  it('a failed ask fails the tab and the menu, not the status', async () => {
    const { request } = recordingRequester(new Error('no'));
    const first = sendFirstRequests(request, null);
    await expect(first.tabId).rejects.toThrow('no');
    await expect(first.menu).rejects.toThrow('no');
    // The words do not wait for the menu: a menu the service is slow to answer leaves them be.
    expect(await first.words).toEqual(GERMAN);
    expect((await first.status).hasKey).toBe(true);
  });
});
