import { samePlace } from '../places/place-watcher';
import type { PlaceRef } from '../places/types';
import type { PlaceReporter } from './place-reporter';

// What the place port (place-reporter.ts) is told: the place the page shows once its navigation has
// committed. The place watcher hears of a navigation before it commits, and one may never commit
// (cancelled, a download): the page's own URL is checked a moment later, so the popup is never
// told of a place the tab did not reach. Leaving a place, or the page, closes the port.

export interface ShownPlaceDeps {
  reporter: PlaceReporter;
  currentUrl(): string;
  parse(url: string): PlaceRef | null;
  /** Runs `check` once the navigation in progress has committed (a task later). */
  later(check: () => void): void;
}

export function createShownPlace({ reporter, currentUrl, parse, later }: ShownPlaceDeps) {
  let shown: { place: PlaceRef; url: string } | null = null;
  const check = () => {
    if (shown && samePlace(parse(currentUrl()), shown.place)) reporter.report(shown.url);
    else reporter.close();
  };
  return {
    /** The place watcher's onPlace. */
    changed(place: PlaceRef | null, url: string): void {
      shown = place ? { place, url } : null;
      if (shown) later(check);
      else reporter.close();
    },
    /** pageshow: back from the back/forward cache, whose entry closed the port. */
    restored: check,
    /** pagehide. Firefox keeps ports open while their page sits in the back/forward cache. */
    left: () => reporter.close(),
  };
}
