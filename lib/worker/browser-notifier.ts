import { browser } from 'wxt/browser';
import type { Notifier } from './types';

const ignore = () => undefined;

/** Firefox MV2 builds have browserAction instead of action. */
function actionApi() {
  return browser.action ?? browser.browserAction;
}

/** menu.updated to tabs and extension pages, budget badge; "no receiver" and similar errors are ignored. */
export function createBrowserNotifier(): Notifier {
  return {
    toTab: (tabId, event) => browser.tabs.sendMessage(tabId, event).then(ignore, ignore),
    toPages: (event) => browser.runtime.sendMessage(event).then(ignore, ignore),
    async setBadge({ text, color }) {
      const action = actionApi();
      if (!action) return;
      await action.setBadgeText({ text }).catch(ignore);
      if (text) await action.setBadgeBackgroundColor({ color }).catch(ignore);
    },
  };
}
