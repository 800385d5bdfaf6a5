import { browser } from 'wxt/browser';
import { settledWithin } from '@/lib/clock';
import type {
  LanguageChosenEvent,
  MenuUpdatedEvent,
  SettingsUpdatedEvent,
} from '@/lib/messages/content-channel';

/** The toolbar button's badge. */
export interface Badge {
  text: string;
  color: string;
}

const ignore = () => undefined;

/**
 * A frozen background tab may answer settings.updated only once shown, and the options page waits
 * for the count: its panel still asks again then.
 */
const TAB_ANSWER_WAIT_MS = 1_000;

/** Runs a browser call that only informs: a throw or a rejection ("no receiver") is ignored. */
function quietly(call: () => Promise<unknown> | undefined): Promise<void> {
  return Promise.resolve().then(call).then(ignore, ignore);
}

/** menu.updated to tabs and extension pages, settings.updated to Maps tabs, the toolbar's badge and tooltip. */
export function createBrowserNotifier() {
  return {
    toTab: (tabId: number, event: MenuUpdatedEvent) => quietly(() => browser.tabs.sendMessage(tabId, event)),
    toPages: (event: MenuUpdatedEvent) => quietly(() => browser.runtime.sendMessage(event)),
    /**
     * To every open tab (without the tabs permission no address is known); resolves with how many
     * answered: the Maps tabs running the content script (the others reject: no receiver).
     */
    async toMapsTabs(event: SettingsUpdatedEvent | LanguageChosenEvent): Promise<number> {
      const tabs = await browser.tabs.query({}).catch(() => []);
      const answers = await Promise.all(
        tabs.map(({ id }) =>
          id === undefined
            ? false
            : settledWithin(
                Promise.resolve().then(() => browser.tabs.sendMessage(id, event)),
                TAB_ANSWER_WAIT_MS,
              ),
        ),
      );
      return answers.filter((answer) => answer === true).length;
    },
    async setBadge({ text, color }: Badge) {
      await quietly(() => browser.action.setBadgeText({ text }));
      if (text) await quietly(() => browser.action.setBadgeBackgroundColor({ color }));
    },
    /** The toolbar button's tooltip. */
    setTitle: (title: string) => quietly(() => browser.action.setTitle({ title })),
  };
}
