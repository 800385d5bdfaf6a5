import { CONTENT_SCRIPT_MESSAGES, type Request } from '@/lib/messages/protocol';
import { isGoogleMapsHost } from '@/lib/places/domains';

// Who sent a message, and whether it may ask for what it asks. Content scripts run inside pages an
// attacker may control: they get only the CONTENT_SCRIPT_MESSAGES, for their own Maps origin.

/** The fields of runtime.MessageSender the checks read. */
export interface SenderLike {
  id?: string;
  url?: string;
  tab?: { id?: number };
}

export interface ExtensionIdentity {
  runtimeId: string;
  /** browser.runtime.getURL('/'), e.g. "chrome-extension://<id>/". */
  extensionOrigin: string;
}

export type SenderKind =
  | { kind: 'extension_page'; tabId: number | null }
  | { kind: 'content_script'; tabId: number; origin: string }
  | { kind: 'unknown' };

/** The https origin of a Google Maps URL, else null. */
export function mapsOrigin(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && isGoogleMapsHost(parsed.hostname) ? parsed.origin : null;
  } catch {
    return null;
  }
}

export function classifySender(sender: SenderLike, identity: ExtensionIdentity): SenderKind {
  if (!sender.id || sender.id !== identity.runtimeId || !sender.url) return { kind: 'unknown' };
  const tabId = typeof sender.tab?.id === 'number' && sender.tab.id >= 0 ? sender.tab.id : null;
  if (sender.url.startsWith(identity.extensionOrigin)) return { kind: 'extension_page', tabId };
  const origin = mapsOrigin(sender.url);
  if (tabId !== null && origin !== null) return { kind: 'content_script', tabId, origin };
  return { kind: 'unknown' };
}

/** null when allowed, else why the request is refused. */
export function refusalFor(request: Request, sender: SenderKind): string | null {
  if (sender.kind === 'unknown') return 'unknown sender';
  if (sender.kind === 'extension_page') return null;
  if (!CONTENT_SCRIPT_MESSAGES.has(request.type))
    return `${request.type} is not allowed from a content script`;
  const url = pageUrlOf(request);
  if (url !== undefined && mapsOrigin(url) !== sender.origin) {
    return 'the URL must be on the sending page’s Google Maps origin';
  }
  return null;
}

/** The Maps page URL a content script's request asks about: its menu, or its panel's first view. */
function pageUrlOf(request: Request): string | undefined {
  if (request.type === 'menu.forUrl') return request.url;
  if (request.type === 'panel.start') return request.firstUrl;
  return undefined;
}
