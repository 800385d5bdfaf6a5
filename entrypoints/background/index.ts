import { browser } from 'wxt/browser';
import { startupChores } from '@/lib/worker/startup-chores';
import { createBackground, restrictStorageAccess } from './create-worker';

// Wiring only: every listener is registered synchronously; the work happens in lib/worker.
export default defineBackground(() => {
  const background = createBackground();
  const { worker } = background;
  void worker.warmUp();
  // Every start, the browser's and one after an idle stop, runs the chores (the toolbar brought up to
  // date among them) once the ask that woke it has its answer. The access level holds until the
  // browser closes, and onStartup and onInstalled restrict it at once.
  const chores = startupChores(background.startupChores);

  // Answered through sendResponse: WXT's `browser` is the browser's own (README, "`browser`").
  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    void worker.handleMessage(message, sender).then(sendResponse).finally(chores.answered);
    return true;
  });
  browser.runtime.onConnect.addListener((port) => worker.acceptPort(port));
  browser.runtime.onInstalled.addListener(({ reason }) => {
    void restrictStorageAccess();
    void worker.onInstalled(reason);
  });
  browser.runtime.onStartup.addListener(() => void restrictStorageAccess());
  browser.storage.onChanged.addListener(
    (changes, areaName) => void worker.onStorageChanged(changes, areaName),
  );
  browser.tabs.onRemoved.addListener((tabId) => void worker.forgetTab(tabId));
});
