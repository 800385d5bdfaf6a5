import { describe, expect, it } from 'vitest';
import {
  type EarlyExtensionApi,
  firstRequestDeps,
  sendEarlyRequests,
  takeFirstRequests,
} from '../../../lib/popup/early-requests';
import type { FirstRequestDeps } from '../../../lib/popup/first-requests';
import { menuView, statusView } from '../../fixtures/pages/menus';

function fakeApi(activeTab: number | null) {
  const sent: unknown[] = [];
  const api: EarlyExtensionApi = {
    runtime: {
      id: 'test',
      async sendMessage(message) {
        sent.push(message);
        const { type } = message as { type: string };
        return {
          ok: true,
          data: type === 'menu.forTab' ? menuView('ChIJ_early', 'Early', ['Soup']) : statusView(),
        };
      },
    },
    tabs: { query: async () => (activeTab === null ? [] : [{ id: activeTab }]) },
  };
  return { api, sent };
}

describe('firstRequestDeps', () => {
  it('reads ?tab= and sends typed requests through the native runtime', async () => {
    const { api, sent } = fakeApi(null);
    const deps = firstRequestDeps('?tab=12', api);
    expect(deps.tabFromQuery).toBe(12);
    expect((await deps.request('menu.forTab', { tabId: 12 })).placeId).toBe('ChIJ_early');
    expect(sent).toEqual([{ type: 'menu.forTab', tabId: 12 }]);
  });

  it("takes the current window's active tab, or none", async () => {
    expect(await firstRequestDeps('', fakeApi(7).api).activeTabId()).toBe(7);
    expect(await firstRequestDeps('', fakeApi(null).api).activeTabId()).toBeNull();
  });
});

describe('sendEarlyRequests → takeFirstRequests', () => {
  it('hands the early requests over once; the bundle sends nothing again', async () => {
    const page = {};
    const early = fakeApi(null);
    sendEarlyRequests(page, firstRequestDeps('?tab=3', early.api));
    const late = fakeApi(null);
    const first = takeFirstRequests(page, () => firstRequestDeps('?tab=3', late.api));
    expect((await first.menu)?.placeId).toBe('ChIJ_early');
    expect(early.sent).toEqual([{ type: 'menu.forTab', tabId: 3 }, { type: 'status.get' }]);
    expect(late.sent).toEqual([]);
    expect(page).toEqual({});
  });

  it('sends them itself when no early script ran', async () => {
    const late = fakeApi(5);
    let built = 0;
    const deps = (): FirstRequestDeps => {
      built += 1;
      return firstRequestDeps('', late.api);
    };
    const first = takeFirstRequests({}, deps);
    expect(await first.tabId).toBe(5);
    await first.status;
    expect(built).toBe(1);
    expect(late.sent).toEqual([{ type: 'menu.forTab', tabId: 5 }, { type: 'status.get' }]);
  });
});
