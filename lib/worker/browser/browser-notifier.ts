import { browser } from 'wxt/browser';
import type { Notifier } from '@/lib/worker/worker-deps';

const ignore = () => undefined;

/** Runs a browser call that only informs: a throw or a rejection ("no receiver") is ignored. */
function quietly(call: () => Promise<unknown> | undefined): Promise<void> {
  return Promise.resolve().then(call).then(ignore, ignore);
}

/** menu.updated to tabs and extension pages, and the budget badge. */
export function createBrowserNotifier(): Notifier {
  // Firefox MV2 builds have browserAction instead of action.
  const action = () => browser.action ?? browser.browserAction;
  return {
    toTab: (tabId, event) => quietly(() => browser.tabs.sendMessage(tabId, event)),
    toPages: (event) => quietly(() => browser.runtime.sendMessage(event)),
    async setBadge({ text, color }) {
      await quietly(() => action()?.setBadgeText({ text }));
      if (text) await quietly(() => action()?.setBadgeBackgroundColor({ color }));
    },
  };
}
