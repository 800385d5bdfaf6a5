import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SETTINGS_UPDATED_EVENT } from '@/lib/messages/content-channel';
import { createBrowserNotifier } from '@/lib/worker/browser/browser-notifier';

beforeEach(() => {
  fakeBrowser.reset();
  vi.useRealTimers();
});

describe('toMapsTabs', () => {
  it('tells every tab and counts the ones whose content script answers; a frozen one is not waited for', async () => {
    const tabs = await Promise.all(
      ['maps', 'other site', 'frozen maps', 'maps again'].map((title) => fakeBrowser.tabs.create({ title })),
    );
    const answers = new Map<number | undefined, () => Promise<unknown>>([
      [tabs[0]?.id, async () => true],
      [tabs[1]?.id, async () => Promise.reject(new Error('Receiving end does not exist.'))],
      [tabs[2]?.id, () => new Promise(() => undefined)],
      [tabs[3]?.id, async () => true],
    ]);
    const sent: unknown[] = [];
    vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockImplementation(((tabId: number, message: unknown) => {
      sent.push(message);
      return answers.get(tabId)?.() ?? Promise.reject(new Error('no tab'));
    }) as typeof fakeBrowser.tabs.sendMessage);
    vi.useFakeTimers();
    const counted = createBrowserNotifier().toMapsTabs(SETTINGS_UPDATED_EVENT);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await counted).toBe(2);
    // Every tab, the fake browser's own first tab included.
    const all = await fakeBrowser.tabs.query({});
    expect(sent).toEqual(Array(all.length).fill(SETTINGS_UPDATED_EVENT));
  });

  it('counts none when no tab can be listed', async () => {
    vi.spyOn(fakeBrowser.tabs, 'query').mockRejectedValue(new Error('no tabs API'));
    expect(await createBrowserNotifier().toMapsTabs(SETTINGS_UPDATED_EVENT)).toBe(0);
  });
});
