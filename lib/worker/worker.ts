import type { Reply } from '../messages/protocol';
import { createWorkerCore } from './core';
import { createHandlers } from './handlers';
import { API_KEY_STORAGE_KEY } from './key-store';
import { createMenuService } from './menu-service';
import { handleMessage } from './router';
import type { ExtensionIdentity, SenderLike } from './sender';
import { changesServiceUrl, changesValue, SETTINGS_STORAGE_KEY } from './settings-store';
import { applySettingsChange, forgetOldConnection } from './status';
import { createTabPlaces, type PortLike } from './tab-places';
import type { WorkerDeps } from './types';

/** What entrypoints/background.ts hands its listeners to. */
export interface Worker {
  handleMessage(message: unknown, sender: SenderLike): Promise<Reply<unknown>>;
  /** storage.onChanged: the options page saved settings or a key (even without settings.changed). */
  onStorageChanged(changes: Record<string, unknown>, areaName: string): Promise<void>;
  /** runtime.onStartup / onInstalled: bring the budget badge up to date (a new month clears it). */
  onStartup(): Promise<void>;
  /** tabs.onRemoved: drop the tab's cap window and its remembered page. */
  forgetTab(tabId: number): Promise<void>;
  /** runtime.onConnect: a content script's place port (tab-places.ts). */
  acceptPort(port: PortLike): void;
  /** Resolves when background refreshes and notifications started so far are done. */
  settled(): Promise<void>;
}

export function assembleWorker(deps: WorkerDeps, identity: ExtensionIdentity): Worker {
  const core = createWorkerCore(deps);
  const tabPlaces = createTabPlaces(identity);
  const menus = createMenuService(core, tabPlaces);
  const handlers = createHandlers(core, menus);
  return {
    handleMessage: (message, sender) => handleMessage(message, sender, { identity, handlers }),
    async onStorageChanged(changes, areaName) {
      if (areaName !== 'local') return;
      const serviceChanged = changesServiceUrl(changes[SETTINGS_STORAGE_KEY]);
      if (serviceChanged || changesValue(changes[API_KEY_STORAGE_KEY])) {
        await forgetOldConnection(core, serviceChanged);
      }
      if (SETTINGS_STORAGE_KEY in changes || API_KEY_STORAGE_KEY in changes) await applySettingsChange(core);
    },
    onStartup: () => core.refreshBadge(),
    forgetTab: (tabId) => {
      menus.forgetTab(tabId);
      return core.tabCap.forget(tabId);
    },
    acceptPort: (port) => tabPlaces.accept(port),
    settled: () => menus.settled(),
  };
}
