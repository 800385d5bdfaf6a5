import { PLACE_PORT } from '@/lib/messages/content-channel';

// Keeps the worker told which URL this tab shows (lib/worker/messaging/tab-places.ts reads its
// place), so the popup needs no round trip through this page. The port opens when the page comes to
// a URL (shown-place.ts), and closes when the worker finds no place in it or the page goes away: the
// worker then asks the tab. The worker closes it when it stops (an open port keeps no worker alive);
// the next URL opens another.

export interface ReportPort {
  postMessage(message: string): void;
  onDisconnect: { addListener(listener: () => void): void };
  disconnect(): void;
}

export type PlaceReporter = ReturnType<typeof createPlaceReporter>;

export function createPlaceReporter(connect: (name: string) => ReportPort, signal: AbortSignal) {
  let port: ReportPort | null = null;
  const open = () => {
    const opened = connect(PLACE_PORT);
    opened.onDisconnect.addListener(() => {
      if (port === opened) port = null;
    });
    return opened;
  };
  const close = () => {
    port?.disconnect();
    port = null;
  };
  signal.addEventListener('abort', close);
  return {
    /** Closes the port: the worker forgets this page. */
    close,
    /** Reports the page's URL, over the open port or a new one. */
    report(url: string) {
      // A second try on a new port: the worker may have just closed the old one.
      for (let attempt = 0; attempt < 2 && !signal.aborted; attempt++) {
        try {
          port ??= open();
          port.postMessage(url);
          return;
        } catch {
          // The port closed meanwhile, or the extension was reloaded under this page.
          port = null;
        }
      }
    },
  };
}
