import { mapsPageLanguage } from '@/lib/i18n/languages';
import type { PanelStart } from '@/lib/messages/protocol';
import type { Requester } from '@/lib/messages/requester';

// The panel speaks the Maps page's language (its `hl=`, else `<html lang>`), else the browser's,
// else English; or the user's choice in the options. The worker chooses, from the page's language,
// and answers with that language's catalogue, the panel's stylesheet and its preferences
// (lib/worker/messaging/panel-start.ts): the page reads no storage and fetches no file to start.

/** Asks the worker what the panel starts with, in the language it is to speak now. */
export function askPanelStart(ask: Requester, page: Document): Promise<PanelStart> {
  const pageLanguage = mapsPageLanguage(page.location.href, page.documentElement.lang);
  return ask('panel.start', pageLanguage ? { pageLanguage } : {});
}
