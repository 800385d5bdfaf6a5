import { PLACE_PORT } from '@/lib/messages/content-channel';

// Keeps the worker told which URL this tab shows (lib/worker/messaging/tab-places.ts reads its
// place), so the popup answers without a round trip through a busy page. The port opens when the
// page has come to a URL (the place watcher follows only committed navigations, so the popup is
// never told of a place the tab did not reach), and closes when the worker finds no place in it or
// the page goes away: the worker then asks the tab. The worker closes it when it stops (an open
// port keeps no worker alive); the next URL opens another.

export interface ReportPort {
  postMessage(message: string): void;
  onDisconnect: { addListener(listener: () => void): void };
  disconnect(): void;
}

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

/** What the place port is told: the page's URL, or (null) that the worker found no place in it. */
export function createShownPlace(reporter: Pick<ReturnType<typeof createPlaceReporter>, 'report' | 'close'>) {
  let shownUrl: string | null = null;
  const report = () => (shownUrl ? reporter.report(shownUrl) : reporter.close());
  return {
    changed(url: string | null): void {
      shownUrl = url;
      report();
    },
    /** pageshow: back from the back/forward cache, whose entry closed the port. */
    restored: report,
    /** pagehide. Firefox keeps ports open while their page sits in the back/forward cache. */
    left: () => reporter.close(),
  };
}
