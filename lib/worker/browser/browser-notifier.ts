import { browser } from 'wxt/browser';
import type { Notifier } from '@/lib/worker/worker-deps';

const ignore = () => undefined;

/**
 * How long a tab's answer to settings.updated is waited for: a frozen background tab may answer
 * only once it is shown, and the options page waits for the count. Its panel still asks again then.
 */
const TAB_ANSWER_WAIT_MS = 1_000;

/** Whether `answer` is `true`, or false once `ms` have passed without one. */
const answeredWithin = (answer: Promise<unknown>, ms: number) =>
  Promise.race([
    answer.then(
      (value) => value === true,
      () => false,
    ),
    new Promise<boolean>((resolve) => setTimeout(resolve, ms, false)),
  ]);

/** Runs a browser call that only informs: a throw or a rejection ("no receiver") is ignored. */
function quietly(call: () => Promise<unknown> | undefined): Promise<void> {
  return Promise.resolve().then(call).then(ignore, ignore);
}

/** menu.updated to tabs and extension pages, settings.updated to Maps tabs, the toolbar's badge and tooltip. */
export function createBrowserNotifier(): Notifier {
  // Firefox MV2 builds have browserAction instead of action.
  const action = () => browser.action ?? browser.browserAction;
  return {
    toTab: (tabId, event) => quietly(() => browser.tabs.sendMessage(tabId, event)),
    toPages: (event) => quietly(() => browser.runtime.sendMessage(event)),
    // Without the tabs permission no tab's address is known: every tab is told, and only the Maps
    // tabs running the content script answer (the others reject: no receiver).
    async toMapsTabs(event) {
      const tabs = await browser.tabs.query({}).catch(() => []);
      const answers = await Promise.all(
        tabs.map(({ id }) =>
          id === undefined
            ? false
            : answeredWithin(
                Promise.resolve().then(() => browser.tabs.sendMessage(id, event)),
                TAB_ANSWER_WAIT_MS,
              ),
        ),
      );
      return answers.filter(Boolean).length;
    },
    async setBadge({ text, color }) {
      await quietly(() => action()?.setBadgeText({ text }));
      if (text) await quietly(() => action()?.setBadgeBackgroundColor({ color }));
    },
    setTitle: (title) => quietly(() => action()?.setTitle({ title })),
  };
}
