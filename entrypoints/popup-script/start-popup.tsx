import { render } from 'preact';
import { PopupApp } from '@/components/popup/PopupApp';
import { t } from '@/lib/i18n/messages';
import { renderInPageLanguage } from '@/lib/i18n/page-language';
import { askWorker } from '@/lib/messages/page-requester';
import { sendFirstRequests } from '@/lib/popup/first-requests';
import { createPopupPort, tabIdFromSearch } from '@/lib/popup/popup-port';

/** Resolves once the body is parsed: the popup's script runs from <head>, before #app exists. */
function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  );
}

/** Asks the worker for the tab's menu, then renders the popup into `#app`. */
export function startPopup(): void {
  const search = window.location.search;
  // The worker is asked before anything is rendered; the first render takes these requests over.
  const first = sendFirstRequests(askWorker, tabIdFromSearch(search));
  const port = createPopupPort(search, window, first);
  const parsed = documentParsed();
  // The popup's words come from the worker's memory (`words.get`, asked beside the menu, which may
  // wait for the service); a page whose worker did not answer reads its own. The first render waits.
  void renderInPageLanguage(async (language) => {
    await parsed;
    document.title = t('popup.title');
    const root = document.getElementById('app');
    if (root) render(<PopupApp key={language} port={port} />, root);
  }, first.words);
}
