import { PLACE_PORT } from '../messages/place-port';

// Keeps the worker told which page this tab shows (lib/worker/tab-places.ts), so the popup needs no
// round trip through this page. The port opens with the first ask, not on every Maps page; when
// the worker stops it closes, and the next ask opens another: an open port keeps no worker alive.

export interface ReportPort {
  postMessage(message: string): void;
  onDisconnect: { addListener(listener: () => void): void };
  disconnect(): void;
}

/** Returns `report(url, open)`: `open` false reports only over a port already open. */
export function createPlaceReporter(connect: (name: string) => ReportPort, signal: AbortSignal) {
  let port: ReportPort | null = null;
  signal.addEventListener('abort', () => port?.disconnect());
  return (url: string, open: boolean): void => {
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
  };
}
