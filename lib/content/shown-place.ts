import type { PlaceReporter } from './place-reporter';

// What the place port (place-reporter.ts) is told: the URL of the place the page shows, once the
// worker's answer to it named a place (panel-controller.ts, placeFound). The place watcher follows a
// URL only once the navigation to it has committed (place-watcher.ts, `later`), so the popup is
// never told of a place the tab did not reach. Leaving a place, or the page, closes the port.

export function createShownPlace(reporter: PlaceReporter) {
  let shownUrl: string | null = null;
  const report = () => (shownUrl ? reporter.report(shownUrl) : reporter.close());
  return {
    /** The URL of the place shown, or null for none. */
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
