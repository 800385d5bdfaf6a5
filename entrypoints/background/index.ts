import { browser } from 'wxt/browser';
import { createWorker, pruneSessionStorage, restrictStorageAccess } from './create-worker';

// Wiring only: every listener is registered synchronously; the work happens in lib/worker.
export default defineBackground(() => {
  const worker = createWorker();
  const start = () => {
    void restrictStorageAccess();
    void worker.onStartup();
  };
  // The worker also restarts without onStartup (idle stop): restrict access on every start.
  void restrictStorageAccess();
  void pruneSessionStorage();

  browser.runtime.onMessage.addListener((message, sender) => worker.handleMessage(message, sender));
  browser.runtime.onConnect.addListener((port) => worker.acceptPort(port));
  browser.runtime.onInstalled.addListener(({ reason }) => {
    void restrictStorageAccess();
    void worker.onInstalled(reason);
  });
  browser.runtime.onStartup.addListener(start);
  browser.storage.onChanged.addListener(
    (changes, areaName) => void worker.onStorageChanged(changes, areaName),
  );
  browser.tabs.onRemoved.addListener((tabId) => void worker.forgetTab(tabId));
});
