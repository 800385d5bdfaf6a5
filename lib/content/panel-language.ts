import { mapsPageLanguage, matchLanguage } from '@/lib/i18n/languages';
import type { PanelStart } from '@/lib/messages/protocol';
import type { Requester } from '@/lib/messages/requester';
import type { WordedView } from '@/lib/messages/view';
import { MAX_URL_LENGTH } from '@/lib/places/place-path';
import { withoutCamera } from '@/lib/places/place-watcher';
import type { Later } from './signal-timer';

// The panel speaks the Maps page's language (its `hl=`, else `<html lang>`), else the browser's,
// else English; or the user's choice. The worker chooses, and answers with that catalogue, the
// panel's stylesheet and its preferences (panel-start.ts): the page reads no storage nor file.

/**
 * Asks the worker what the panel starts with, in the language it is to speak now. `withView`: and
 * the view of the page's place, as the panel's first ask would have it (PanelStart.first).
 */
export function askPanelStart(ask: Requester, page: Document, withView = false): Promise<PanelStart> {
  // A shipped language or nothing: the page's own tag may be anything (the message checks its length).
  const url = page.location.href;
  const pageLanguage = matchLanguage(mapsPageLanguage(url, page.documentElement.lang));
  return ask('panel.start', {
    ...(pageLanguage && { pageLanguage }),
    // A URL too long to be a place's (the worker would refuse the whole start) asks for no view.
    ...(withView && url.length <= MAX_URL_LENGTH && { firstUrl: url }),
  });
}

/** After a start the worker did not give (a port closed mid-reply, a worker restarting), ask again this much later. */
export const START_RETRY_MS = [1_000, 4_000] as const;

/**
 * The panel's first start, with the view of the page's place, asked again after START_RETRY_MS
 * when the worker gives none; null when it never did (or never, once the page went).
 */
export async function firstPanelStart(
  ask: Requester,
  page: Document,
  later: Later,
): Promise<PanelStart | null> {
  for (const retryMs of [...START_RETRY_MS, null]) {
    try {
      return await askPanelStart(ask, page, true);
    } catch {
      if (retryMs === null) return null;
      await new Promise<void>((resolve) => later(resolve, retryMs));
    }
  }
  return null;
}

/**
 * The start's view of the page's place, given once: to the panel's first ask if it is the ask the
 * worker answered (the same place, automatic, saved menus only, not waiting for use).
 */
export function firstView(start: Pick<PanelStart, 'first'>) {
  let first = start.first ?? null;
  return (
    url: string,
    userInitiated: boolean,
    savedOnly: boolean,
    waitsForUse: boolean,
  ): WordedView | null => {
    const given = first;
    first = null;
    // A camera moved meanwhile shows the same place (place-watcher.ts).
    const same = given !== null && withoutCamera(given.url) === withoutCamera(url);
    return same && savedOnly && !userInitiated && !waitsForUse ? given.view : null;
  };
}
