import { browser } from 'wxt/browser';
import { askWorker } from '@/lib/messages/page-requester';
import { loadLanguageChoice, saveLanguageChoice } from '@/lib/storage/areas/language-choice';
import type { Settings } from '@/lib/storage/areas/settings';
import { loadSettings, saveSettings } from '@/lib/storage/areas/settings-store';
import { createKeyStore } from '@/lib/storage/key/key-store';
import { openKeyVault } from '@/lib/storage/key/key-vault';
import { littleRoomLeft } from '@/lib/storage/menus/storage-errors';
import { containsHostPermission, hostPermissionPattern } from './host-permission';
import { PRESET_SERVICE_FILE, readPresetServiceUrl } from './preset-service';

/**
 * Everything the options page needs: storage.local, the key store, the permissions API and the
 * worker (tests pass a fake OptionsPort).
 */
export function createOptionsPort() {
  const area = browser.storage.local;
  const keys = createKeyStore(openKeyVault(), area);
  return {
    loadSettings: () => loadSettings(area),
    loadApiKey: () => keys.read(),
    /** The service this build was made for (preset-service.ts), null when the user names one. */
    presetServiceUrl: async (): Promise<string | null> => {
      try {
        const response = await fetch(browser.runtime.getURL(`/${PRESET_SERVICE_FILE}`));
        return response.ok ? readPresetServiceUrl(await response.json()) : null;
      } catch {
        return null;
      }
    },
    /** Returns what was stored (normalised). */
    saveSettings: (settings: Settings) => saveSettings(area, settings),
    saveApiKey: (key: string) => keys.write(key),
    /** Already allowed to contact this origin (no prompt needed). */
    hasHostPermission: (origin: string) =>
      containsHostPermission((p) => browser.permissions.contains(p), origin),
    /** Prompts for the origin: call it synchronously from the click or submit (the user gesture). */
    requestHostPermission: (origin: string) =>
      browser.permissions.request({ origins: [hostPermissionPattern(origin)] }),
    /** Tells the worker to re-read settings and key; resolves with how many open Maps tabs it told. */
    settingsChanged: async () => (await askWorker('settings.changed', {})).mapsTabs,
    /** Bills 1 lookup. */
    testConnection: () => askWorker('connection.test', {}),
    status: () => askWorker('status.get', {}),
    littleRoomLeft,
    cacheStats: () => askWorker('cache.stats', {}),
    exportCache: (listId?: string) => askWorker('cache.export', listId === undefined ? {} : { listId }),
    /** The place lists that can be exported on their own. */
    placeLists: () => askWorker('lists.all', {}),
    importFile: (text: string) => askWorker('cache.import', { text }),
    /** A Blob URL holding the JSON text, for an `<a download>`. */
    createDownloadUrl: (json: string) => URL.createObjectURL(new Blob([json], { type: 'application/json' })),
    revokeDownloadUrl: (url: string) => URL.revokeObjectURL(url),
    /** Returns how many menus were removed. */
    clearCache: async () => (await askWorker('cache.clear', {})).cleared,
    /** The user's language: 'auto' or a language (lib/storage/areas/language-choice.ts). */
    languageChoice: () => loadLanguageChoice(browser.storage.sync),
    /** Every open page follows at once (storage.onChanged), every Maps panel when the worker tells it. */
    chooseLanguage: (choice: string) => saveLanguageChoice(browser.storage.sync, choice),
  };
}

export type OptionsPort = ReturnType<typeof createOptionsPort>;
