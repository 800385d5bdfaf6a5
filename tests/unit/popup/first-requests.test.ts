import { describe, expect, it } from 'vitest';
import type { Requester } from '../../../lib/messages/requester';
import { type FirstRequestDeps, sendFirstRequests } from '../../../lib/popup/first-requests';
import { menuView, statusView } from '../../fixtures/pages/menus';

function recordingRequester() {
  const sent: { type: string; data: unknown }[] = [];
  const request = (async (type: string, data: unknown) => {
    sent.push({ type, data });
    return type === 'menu.forTab' ? menuView('ChIJ_x', 'X', ['Soup']) : statusView();
  }) as Requester;
  return { sent, request };
}

const deps = (overrides: Partial<FirstRequestDeps>, request: Requester): FirstRequestDeps => ({
  request,
  tabFromQuery: null,
  activeTabId: async () => 3,
  ...overrides,
});

describe('sendFirstRequests', () => {
  it('asks for the menu of the ?tab= tab first, then for the status', async () => {
    const { sent, request } = recordingRequester();
    const first = sendFirstRequests(deps({ tabFromQuery: 42, activeTabId: async () => 3 }, request));
    expect(await first.tabId).toBe(42);
    expect((await first.menu)?.placeId).toBe('ChIJ_x');
    expect((await first.status).hasKey).toBe(true);
    expect(sent).toEqual([
      { type: 'menu.forTab', data: { tabId: 42 } },
      { type: 'status.get', data: {} },
    ]);
  });

  it('sends both before returning when the tab comes from ?tab=', () => {
    const { sent, request } = recordingRequester();
    sendFirstRequests(deps({ tabFromQuery: 42 }, request));
    expect(sent.map((message) => message.type)).toEqual(['menu.forTab', 'status.get']);
  });

  it('uses the active tab without ?tab=, and says when both requests have left', async () => {
    const { sent, request } = recordingRequester();
    const first = sendFirstRequests(deps({ activeTabId: async () => 3 }, request));
    expect(sent).toEqual([]);
    await first.sent;
    expect(sent.map((message) => message.data)).toEqual([{ tabId: 3 }, {}]);
    expect(await first.tabId).toBe(3);
  });

  it('asks nothing about a tab when there is none, and still asks for the status', async () => {
    const { sent, request } = recordingRequester();
    const first = sendFirstRequests(deps({ activeTabId: async () => null }, request));
    expect(await first.menu).toBeNull();
    await first.status;
    expect(sent.map((message) => message.type)).toEqual(['status.get']);
  });

  it('still asks for the status when the active tab cannot be read', async () => {
    const { sent, request } = recordingRequester();
    const first = sendFirstRequests(deps({ activeTabId: () => Promise.reject(new Error('no')) }, request));
    await expect(first.tabId).rejects.toThrow('no');
    await expect(first.menu).rejects.toThrow('no');
    expect((await first.status).hasKey).toBe(true);
    expect(sent.map((message) => message.type)).toEqual(['status.get']);
  });
});
