import { choosesLanguage } from '@/lib/i18n/language-choice';
import type { Reply } from '@/lib/messages/protocol';
import { changesServiceUrl, changesValue, SETTINGS_STORAGE_KEY } from '@/lib/storage/areas/settings-store';
import { KEY_REVISION_STORAGE_KEY } from '@/lib/storage/key/key-store';
import { createMenuService } from '@/lib/worker/lookup/menu-service';
import { createHandlers } from '@/lib/worker/messaging/handlers';
import { handleMessage } from '@/lib/worker/messaging/router';
import type { ExtensionIdentity, SenderLike } from '@/lib/worker/messaging/sender';
import { createTabPlaces, type PortLike } from '@/lib/worker/messaging/tab-places';
import { createPackRunner } from '@/lib/worker/pack/pack-runner';
import { applySettingsChange, forgetOldConnection } from './connection-change';
import { addScriptToOpenMapsTabs } from './open-maps-tabs';
import { createWorkerContext } from './worker-context';
import type { WorkerDeps } from './worker-deps';

/** What entrypoints/background/index.ts hands its listeners to. */
export interface Worker {
  handleMessage(message: unknown, sender: SenderLike): Promise<Reply<unknown>>;
  /**
   * storage.onChanged: the options page saved settings or a key (its revision; even without
   * settings.changed), or the user chose another language (the toolbar is worded in it).
   */
  onStorageChanged(changes: Record<string, unknown>, areaName: string): Promise<void>;
  /** runtime.onStartup: bring the toolbar's badge up to date (a new month clears it). */
  onStartup(): Promise<void>;
  /**
   * runtime.onInstalled: the badge; after an install or an update, the content script in the Maps
   * tabs open before it (open-maps-tabs.ts); after an install (not an update), the welcome page.
   */
  onInstalled(reason: string): Promise<void>;
  /** tabs.onRemoved: drop the tab's cap window and its remembered page. */
  forgetTab(tabId: number): Promise<void>;
  /** runtime.onConnect: a content script's place port (tab-places.ts). */
  acceptPort(port: PortLike): void;
  /** A trip pack a stopped worker left running goes on (its attempted places reported, not billed again). */
  resumePack(): Promise<void>;
  /** Resolves when background refreshes and notifications started so far are done. */
  settled(): Promise<void>;
  /**
   * Starts the reads every answer begins with: the settings, the key, the month's budget (and with
   * them the two databases' connections) and the service's last quota figure, kept in memory. A
   * worker is started to answer an ask, which arrives once the worker's script has run: its answer
   * joins these reads where they are still on their way (the read memory, lib/storage/memory/)
   * instead of making them again, and meanwhile starts
   * its own (the place's menu, the session's notes).
   */
  warmUp(): Promise<void>;
}

export function assembleWorker(deps: WorkerDeps, identity: ExtensionIdentity): Worker {
  const context = createWorkerContext(deps);
  const tabPlaces = createTabPlaces(identity);
  const menus = createMenuService(context, tabPlaces);
  const packs = createPackRunner(context, menus, deps);
  const handlers = createHandlers(context, menus, packs);
  return {
    handleMessage: (message, sender) => handleMessage(message, sender, { identity, handlers }),
    async onStorageChanged(changes, areaName) {
      if (choosesLanguage(changes, areaName)) return context.speakAgain();
      if (areaName !== 'local') return;
      const serviceChanged = changesServiceUrl(changes[SETTINGS_STORAGE_KEY]);
      if (serviceChanged || changesValue(changes[KEY_REVISION_STORAGE_KEY])) {
        menus.forgetUnsaved();
        await forgetOldConnection(context, serviceChanged);
      }
      if (SETTINGS_STORAGE_KEY in changes || KEY_REVISION_STORAGE_KEY in changes)
        await applySettingsChange(context);
    },
    onStartup: () => context.refreshBadge(),
    async onInstalled(reason) {
      await Promise.all([
        context.refreshBadge(),
        reason === 'install' ? deps.openWelcomePage().catch(() => undefined) : undefined,
        reason === 'install' || reason === 'update' ? addScriptToOpenMapsTabs(deps) : undefined,
      ]);
    },
    forgetTab: (tabId) => {
      menus.forgetTab(tabId);
      return context.tabCap.forget(tabId);
    },
    acceptPort: (port) => tabPlaces.accept(port),
    resumePack: () => packs.resume(),
    settled: async () => {
      await packs.settled();
      await menus.settled();
    },
    // Only a head start: an answer that joined a read that failed says so; a later one reads again.
    warmUp: () =>
      context.standing().then(
        () => undefined,
        () => undefined,
      ),
  };
}
