import { LANGUAGE_CHOSEN_EVENT } from '@/lib/messages/content-channel';
import { choosesLanguage } from '@/lib/storage/areas/language-choice';
import { changesServiceUrl, changesValue, SETTINGS_STORAGE_KEY } from '@/lib/storage/areas/settings-store';
import { clearKeyInvalid, KEY_REVISION_STORAGE_KEY } from '@/lib/storage/key/key-store';
import { createMenuService } from '@/lib/worker/lookup/menu-service';
import { createHandlers, handleMessage } from '@/lib/worker/messaging/handlers';
import type { ExtensionIdentity, SenderLike } from '@/lib/worker/messaging/sender';
import { createTabPlaces, type PortLike } from '@/lib/worker/messaging/tab-places';
import { createPackRunner } from '@/lib/worker/pack/pack-runner';
import { addScriptToOpenMapsTabs } from './open-maps-tabs';
import { createWorkerContext } from './worker-context';
import type { WorkerDeps } from './worker-deps';

/** What entrypoints/background/index.ts hands its listeners to. */
export type Worker = ReturnType<typeof assembleWorker>;

export function assembleWorker(deps: WorkerDeps, identity: ExtensionIdentity) {
  const context = createWorkerContext(deps);
  const tabPlaces = createTabPlaces(identity);
  const menus = createMenuService(context, tabPlaces);
  const packs = createPackRunner(context, menus);
  const handlers = createHandlers(context, menus, packs);
  return {
    handleMessage: (message: unknown, sender: SenderLike) =>
      handleMessage(message, sender, identity, handlers),
    /**
     * storage.onChanged: settings or a key saved (its revision; even without settings.changed), or
     * another language chosen (the toolbar and the Maps panels are worded in it).
     */
    async onStorageChanged(changes: Record<string, unknown>, areaName: string): Promise<void> {
      if (choosesLanguage(changes, areaName)) {
        // The Maps panels ask for their start again: in the new language (panel-start.ts).
        await Promise.all([context.speakAgain(), deps.notifier.toMapsTabs(LANGUAGE_CHOSEN_EVENT)]);
        return;
      }
      if (areaName !== 'local') return;
      const serviceChanged = changesServiceUrl(changes[SETTINGS_STORAGE_KEY]);
      if (serviceChanged || changesValue(changes[KEY_REVISION_STORAGE_KEY])) {
        menus.forgetUnsaved();
        // The old one's 429 (its budget) is not theirs; another service also gets the key tried again
        // and asked again for the places the old one did not know.
        await context.budget.clearExhausted();
        if (serviceChanged) {
          await Promise.all([deps.cache.clearNotFound().catch(() => undefined), clearKeyInvalid(deps.local)]);
        }
      }
      if (SETTINGS_STORAGE_KEY in changes || KEY_REVISION_STORAGE_KEY in changes)
        await context.settingsChanged();
    },
    /**
     * Every worker start (startup chores): the badge and tooltip an earlier worker set may say what
     * has ended since (a 429's stop, the month, the service's figure).
     */
    refreshToolbar: () => context.refreshBadge(),
    async onInstalled(reason: string) {
      await Promise.all([
        context.refreshBadge(),
        reason === 'install' ? deps.openWelcomePage().catch(() => undefined) : undefined,
        reason === 'install' || reason === 'update' ? addScriptToOpenMapsTabs(deps) : undefined,
      ]);
    },
    /** tabs.onRemoved: drop the tab's cap window and its remembered page. */
    forgetTab: (tabId: number) => {
      tabPlaces.forget(tabId);
      return context.tabCap.forget(tabId);
    },
    acceptPort: (port: PortLike) => tabPlaces.accept(port),
    resumePack: () => packs.resume(),
    /** Resolves when background refreshes and notifications started so far are done. */
    settled: async () => {
      await packs.settled();
      await menus.settled();
    },
    /**
     * Starts the reads every answer begins with (settings, key, budget, quota figure, both databases'
     * connections), which the ask that woke the worker joins (lib/storage/memory/). A head start only:
     * an answer that joined a failed read says so; a later one reads again.
     */
    warmUp: () => context.standing().catch(() => undefined),
  };
}
