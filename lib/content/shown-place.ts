import type { PlaceReporter } from './place-reporter';

// What the place port (place-reporter.ts) is told: the page's URL, as soon as the page has come to
// it (the worker reads the place from it, as from the `menu.forUrl` sent beside it), so the popup
// answers without a round trip through a busy page. The place watcher follows a URL only once the
// navigation to it has committed (place-watcher.ts, `later`), so the popup is never told of a place
// the tab did not reach. A URL the worker finds no place in, or leaving the page, closes the port.

export function createShownPlace(reporter: PlaceReporter) {
  let shownUrl: string | null = null;
  const report = () => (shownUrl ? reporter.report(shownUrl) : reporter.close());
  return {
    /** The page's URL, or null once the worker found no place in it. */
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
