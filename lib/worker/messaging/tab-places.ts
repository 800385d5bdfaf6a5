import { PLACE_PORT } from '@/lib/messages/content-channel';
import { setNewest } from '@/lib/newest-entries';
import { MAX_URL_LENGTH } from '@/lib/places/place-path';
import { classifySender, type ExtensionIdentity, mapsOrigin, type SenderLike } from './sender';

// The page each Maps tab shows, as its content script reports it over a port (content-channel.ts):
// the popup's `menu.forTab` answers from here, else asks the tab (a round trip through the Maps
// page's main thread). The report goes with the port (navigation, reload, bfcache, closed tab, a
// stopped worker): what is kept is never older than the page.

const REMEMBERED_TABS = 100;

export interface PortLike {
  name: string;
  sender?: SenderLike & { frameId?: number; documentLifecycle?: string };
  onMessage: { addListener(listener: (message: unknown) => void): void };
  onDisconnect: { addListener(listener: () => void): void };
  disconnect(): void;
}

export type TabPlaces = ReturnType<typeof createTabPlaces>;

export function createTabPlaces(identity: ExtensionIdentity) {
  const tabs = new Map<number, { url: string | null }>();
  return {
    /** runtime.onConnect: takes the port if it is a content script's place port, else closes it. */
    accept(port: PortLike) {
      const from = classifySender(port.sender ?? {}, identity);
      const lifecycle = port.sender?.documentLifecycle;
      // Only a top frame's page that is on screen (not prerendered, not cached) speaks for its tab.
      const active = port.sender?.frameId === 0 && (lifecycle === undefined || lifecycle === 'active');
      if (port.name !== PLACE_PORT || from.kind !== 'content_script' || !active) {
        port.disconnect();
        return;
      }
      const entry: { url: string | null } = { url: null };
      setNewest(tabs, from.tabId, entry, REMEMBERED_TABS);
      port.onMessage.addListener((message) => {
        const valid =
          typeof message === 'string' &&
          message.length <= MAX_URL_LENGTH &&
          mapsOrigin(message) === from.origin;
        // An odd report leaves nothing to trust: the tab is asked again.
        entry.url = valid ? message : null;
      });
      port.onDisconnect.addListener(() => {
        if (tabs.get(from.tabId) === entry) tabs.delete(from.tabId);
      });
    },
    urlOf: (tabId: number) => tabs.get(tabId)?.url ?? null,
    forget: (tabId: number) => void tabs.delete(tabId),
  };
}
