import type { Later } from './signal-timer';

// The page (or Maps re-rendering its body) may remove the panel's host element: it is put back, at
// most MAX_RESTORES times in RESTORE_WINDOW_MS, so that a page removing it again and again cannot
// make the two of them spin. Past that, it is put back once the window allows again.

export const MAX_RESTORES = 3;
export const RESTORE_WINDOW_MS = 60_000;

export interface HostKeeperOptions {
  host: HTMLElement;
  /** The host's element name: another host of that name in the page is a newer copy's panel. */
  name: string;
  /** Ends the keeping (the content script's ctx.signal). */
  signal: AbortSignal;
  later: Later;
  /** A monotonic clock (performance.now). */
  now?: () => number;
}

export function keepHostInPage({
  host,
  name,
  signal,
  later,
  now = () => performance.now(),
}: HostKeeperOptions): void {
  const restoredAt: number[] = [];
  let waiting: (() => void) | null = null;
  const observer = new MutationObserver(() => {
    if (!host.isConnected && waiting === null) restore();
  });
  // The body's children (the host is one), and the document's (a body replaced as a whole).
  const observe = () => {
    observer.disconnect();
    observer.observe(document.documentElement, { childList: true });
    if (document.body) observer.observe(document.body, { childList: true });
  };

  function restore(): void {
    waiting = null;
    if (signal.aborted || host.isConnected) return;
    // A newer copy of the content script mounted its own panel (shadow-host.ts): the page is its.
    if (document.querySelector(name)) {
      observer.disconnect();
      return;
    }
    const time = now();
    while (restoredAt.length > 0 && time - (restoredAt[0] ?? time) >= RESTORE_WINDOW_MS) restoredAt.shift();
    if (restoredAt.length >= MAX_RESTORES) {
      waiting = later(restore, (restoredAt[0] ?? time) + RESTORE_WINDOW_MS - time);
      return;
    }
    restoredAt.push(time);
    (document.body ?? document.documentElement).append(host);
    observe();
  }

  if (signal.aborted) return;
  observe();
  signal.addEventListener(
    'abort',
    () => {
      observer.disconnect();
      waiting?.();
    },
    { once: true },
  );
}
