import { PLACE_PORT } from '../messages/place-port';

// Keeps the worker told which page this tab shows (lib/worker/tab-places.ts), so the popup needs no
// round trip through this page. The port opens with the first ask, not on every Maps page; when
// the worker stops it closes, and the next ask opens another: an open port keeps no worker alive.

export interface ReportPort {
  postMessage(message: string): void;
  onDisconnect: { addListener(listener: () => void): void };
  disconnect(): void;
}

export interface PlaceReporter {
  /** Reports the page URL; `open` false reports only over a port already open. */
  report(url: string, open: boolean): void;
  /** Closes the port: the worker forgets this page (the next ask opens another). */
  close(): void;
}

export function createPlaceReporter(
  connect: (name: string) => ReportPort,
  signal: AbortSignal,
): PlaceReporter {
  let port: ReportPort | null = null;
  const close = () => {
    port?.disconnect();
    port = null;
  };
  signal.addEventListener('abort', close);
  return {
    close,
    report(url, open) {
      if (signal.aborted) return;
      try {
        if (!port && open) {
          const opened = connect(PLACE_PORT);
          opened.onDisconnect.addListener(() => {
            if (port === opened) port = null;
          });
          port = opened;
        }
        port?.postMessage(url);
      } catch {
        // The extension was reloaded under this page, or the port just closed.
        port = null;
      }
    },
  };
}
