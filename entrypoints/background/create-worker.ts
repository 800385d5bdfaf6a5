import { browser } from 'wxt/browser';
import { createMenuClient } from '@/lib/api/http/client';
import { useCatalogue } from '@/lib/i18n/messages';
import { extensionLanguage, readOwnCatalogue } from '@/lib/i18n/page-language';
import { RESULTS_LIST_REQUEST } from '@/lib/messages/content-channel';
import { containsHostPermission } from '@/lib/options/host-permission';
import { WELCOME_HASH } from '@/lib/options/welcome';
import { parsePlaceUrl } from '@/lib/places/place-url';
import { createKeyStore, rememberedKeyStore } from '@/lib/storage/key/key-store';
import { openKeyVault } from '@/lib/storage/key/key-vault';
import { createPlaceLists } from '@/lib/storage/lists/place-lists';
import {
  changesOfArea,
  rememberedBudgetStore,
  rememberedStorageAreas,
} from '@/lib/storage/memory/read-memory';
import { createBudgetStore } from '@/lib/storage/menus/budget-store';
import { createMenuCache } from '@/lib/storage/menus/menu-cache';
import {
  getStorageError,
  type MenuDb,
  openMenuDb,
  readWouldClearError,
  storageFailing,
} from '@/lib/storage/menus/menu-db';
import { runStorageOp } from '@/lib/storage/menus/storage-errors';
import { pruneSession } from '@/lib/storage/session/session-prune';
import { createBrowserNotifier } from '@/lib/worker/browser/browser-notifier';
import { createMapsTabScripting } from '@/lib/worker/browser/maps-tab-scripting';
import { askTabLocation } from '@/lib/worker/browser/tab-location';
import { assembleWorker, type Worker } from '@/lib/worker/worker';
import type { WorkerDeps } from '@/lib/worker/worker-deps';
import english from '@/locales/en.json';

// The only module that binds the worker to the real browser, client, database and URL parser.

export function createWorker(menuDb: MenuDb = openMenuDb()): Worker {
  // The worker's own words (the toolbar's tooltip and badge) are in the language the extension's
  // pages speak; English, bundled, until its catalogue is read (a cold start does not wait for it).
  useCatalogue('en', english);
  // Reads skip the memory only while one could clear the error shown (a quota error needs a write).
  const bypass = () => readWouldClearError(menuDb);
  const deps: WorkerDeps = {
    cache: createMenuCache(menuDb),
    lists: createPlaceLists(menuDb),
    budgetStore: rememberedBudgetStore(createBudgetStore(menuDb), { bypass }),
    // These storage listeners are registered before the background entrypoint (index.ts) registers the worker's own, so
    // they run first: a changed key is dropped from memory before the worker reacts to the change.
    ...rememberedStorageAreas(browser.storage),
    sessionDirect: browser.storage.session,
    keyStore: rememberedKeyStore(
      createKeyStore(openKeyVault(), browser.storage.local),
      changesOfArea(browser.storage.onChanged, 'local'),
    ),
    createApi: (config) => createMenuClient(config),
    parsePlaceUrl,
    askResultsList: (tabId) => browser.tabs.sendMessage(tabId, RESULTS_LIST_REQUEST),
    getTabUrl: (tabId) => askTabLocation((id, message) => browser.tabs.sendMessage(id, message), tabId),
    activeTabId: async () =>
      (await browser.tabs.query({ active: true, lastFocusedWindow: true }))[0]?.id ?? null,
    notifier: createBrowserNotifier(),
    extensionLanguage,
    catalogue: async (language) => (language === 'en' ? english : readOwnCatalogue(language)),
    panel: {
      sync: browser.storage.sync,
      uiLanguage: () => browser.i18n.getUILanguage(),
      // The one WXT builds from the content script's CSS imports (cssInjectionMode 'ui').
      stylesheet: async () =>
        (await fetch(browser.runtime.getURL('/content-scripts/maps.css' as '/'))).text(),
    },
    now: Date.now,
    isOnline: () => globalThis.navigator?.onLine ?? true,
    storageError: () => getStorageError(menuDb),
    storageFailing: () => storageFailing(menuDb),
    instanceId: crypto.randomUUID(),
    openOptionsPage: () => browser.runtime.openOptionsPage(),
    openWelcomePage: async () => {
      await browser.tabs.create({ url: browser.runtime.getURL(`/options.html${WELCOME_HASH}`) });
    },
    // Firefox adds declared content scripts to the tabs open at an install or update itself.
    mapsTabs: import.meta.env.FIREFOX ? undefined : createMapsTabScripting(),
    hasHostPermission: (origin) =>
      containsHostPermission((p) => browser.permissions.contains(p), origin).catch(() => false),
  };
  const identity = { runtimeId: browser.runtime.id, extensionOrigin: browser.runtime.getURL('/') };
  return assembleWorker(deps, identity);
}

/** The worker, and the chores of every start, run once its first answer has left (startup-chores.ts). */
export function createBackground(): { worker: Worker; startupChores: () => void } {
  const menuDb = openMenuDb();
  const worker = createWorker(menuDb);
  return {
    worker,
    startupChores: () => {
      // A trip pack a stopped worker left running goes on (issue 33); a popup's ask resumes it sooner.
      void worker.resumePack();
      void worker.refreshToolbar();
      void restrictStorageAccess();
      void pruneSessionStorage();
      void openWorkerMenuDb(menuDb);
    },
  };
}

/**
 * Opens the menu database after the first answer, if that answer did not: its open finishes a
 * search rebuild an upgrade began. A failure is shown as any storage failure is (storage-errors.ts);
 * the next operation tries again.
 */
async function openWorkerMenuDb(menuDb: MenuDb): Promise<void> {
  await runStorageOp(menuDb, 'read', () => menuDb.open()).catch(() => undefined);
}

/**
 * Keeps content scripts out of storage.local where the browser supports it (not Firefox). The key
 * is not there (key-vault.ts); this still keeps settings and markers to the extension's own pages.
 */
export async function restrictStorageAccess(): Promise<void> {
  const local = browser.storage.local as {
    setAccessLevel?: (options: { accessLevel: 'TRUSTED_CONTEXTS' }) => Promise<void>;
  };
  await local.setAccessLevel?.({ accessLevel: 'TRUSTED_CONTEXTS' }).catch(() => undefined);
}

/** Drops expired notes from storage.session (session-prune.ts); run at every worker start. */
async function pruneSessionStorage(): Promise<void> {
  await pruneSession(browser.storage.session, Date.now()).catch(() => undefined);
}
