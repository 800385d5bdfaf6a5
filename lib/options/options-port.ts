import { browser } from 'wxt/browser';
import { AUTOMATIC, chosenLanguage, LANGUAGE_CHOICE_KEY } from '@/lib/i18n/language-choice';
import { askWorker } from '@/lib/messages/page-requester';
import type {
  CacheStats,
  ConnectionTestResponse,
  ImportResponse,
  PlaceListSummary,
} from '@/lib/messages/protocol';
import type { StatusView } from '@/lib/messages/view';
import type { Settings } from '@/lib/storage/areas/settings';
import { loadSettings, saveSettings } from '@/lib/storage/areas/settings-store';
import { createKeyStore } from '@/lib/storage/key/key-store';
import { openKeyVault } from '@/lib/storage/key/key-vault';
import { littleRoomLeft } from '@/lib/storage/menus/storage-errors';
import { containsHostPermission, hostPermissionPattern } from './host-permission';
import { PRESET_SERVICE_FILE, readPresetServiceUrl } from './preset-service';

/** Everything the options page needs from the browser, storage and the worker; tests pass a fake. */
export interface OptionsPort {
  loadSettings(): Promise<Settings>;
  loadApiKey(): Promise<string | null>;
  /** The service this build was made for (preset-service.ts), null when the user names one. */
  presetServiceUrl(): Promise<string | null>;
  /** Returns what was stored (normalised). */
  saveSettings(settings: Settings): Promise<Settings>;
  saveApiKey(key: string): Promise<void>;
  /** Already allowed to contact this origin (no prompt needed). */
  hasHostPermission(origin: string): Promise<boolean>;
  /**
   * Prompts for the origin. Browsers require a user gesture: call it synchronously from the click
   * or submit handler, before any await.
   */
  requestHostPermission(origin: string): Promise<boolean>;
  /** Tells the worker to re-read settings and key; resolves with how many open Maps tabs it told. */
  settingsChanged(): Promise<number>;
  /** Bills 1 lookup. */
  testConnection(): Promise<ConnectionTestResponse>;
  status(): Promise<StatusView>;
  /** Bytes left to browser storage when little is (storage-errors.ts littleRoomLeft), else null. */
  littleRoomLeft(): Promise<number | null>;
  cacheStats(): Promise<CacheStats>;
  /** Everything saved, or one list (`listId`) with its places' menus, as a trip file's JSON. */
  exportCache(listId?: string): Promise<string>;
  /** The place lists that can be exported on their own. */
  placeLists(): Promise<PlaceListSummary[]>;
  /** A trip file's text to the worker, which validates it whole and writes it whole or not at all. */
  importFile(text: string): Promise<ImportResponse>;
  /** A Blob URL holding the JSON text, for an `<a download>`. */
  createDownloadUrl(json: string): string;
  revokeDownloadUrl(url: string): void;
  /** Returns how many menus were removed. */
  clearCache(): Promise<number>;
  /** The user's language: 'auto' or a language (lib/i18n/language-choice.ts). */
  languageChoice(): Promise<string>;
  /** Every open panel and page follows at once (storage.onChanged). */
  chooseLanguage(choice: string): Promise<void>;
}

/** The real options port: storage.local, the key store, the permissions API and the worker. */
export function createOptionsPort(): OptionsPort {
  const area = browser.storage.local;
  const keys = createKeyStore(openKeyVault(), area);
  return {
    loadSettings: () => loadSettings(area),
    loadApiKey: () => keys.read(),
    presetServiceUrl: async () => {
      try {
        const response = await fetch(browser.runtime.getURL(`/${PRESET_SERVICE_FILE}`));
        return response.ok ? readPresetServiceUrl(await response.json()) : null;
      } catch {
        return null;
      }
    },
    saveSettings: (settings) => saveSettings(area, settings),
    saveApiKey: (key) => keys.write(key),
    hasHostPermission: (origin) => containsHostPermission((p) => browser.permissions.contains(p), origin),
    // No await before this call: it must run inside the user gesture.
    requestHostPermission: (origin) =>
      browser.permissions.request({ origins: [hostPermissionPattern(origin)] }),
    settingsChanged: async () => (await askWorker('settings.changed', {})).mapsTabs,
    testConnection: () => askWorker('connection.test', {}),
    status: () => askWorker('status.get', {}),
    littleRoomLeft: () => littleRoomLeft(),
    cacheStats: () => askWorker('cache.stats', {}),
    exportCache: (listId) => askWorker('cache.export', listId === undefined ? {} : { listId }),
    placeLists: () => askWorker('lists.all', {}),
    importFile: (text) => askWorker('cache.import', { text }),
    createDownloadUrl: (json) => URL.createObjectURL(new Blob([json], { type: 'application/json' })),
    revokeDownloadUrl: (url) => URL.revokeObjectURL(url),
    clearCache: async () => (await askWorker('cache.clear', {})).cleared,
    languageChoice: async () =>
      chosenLanguage(await browser.storage.sync.get(LANGUAGE_CHOICE_KEY)) ?? AUTOMATIC,
    chooseLanguage: (choice) => browser.storage.sync.set({ [LANGUAGE_CHOICE_KEY]: choice }),
  };
}
