import type { Later } from './signal-timer';

// The page (or Maps re-rendering its body) may remove the panel's host element: it is put back, at
// most MAX_RESTORES times in RESTORE_WINDOW_MS (a page removing it again and again cannot make the
// two spin), then once the window allows again.

export const MAX_RESTORES = 3;
export const RESTORE_WINDOW_MS = 60_000;

/** `name`: the host's element name (another host of that name is a newer copy's panel); `now`: a monotonic clock. */
export function keepHostInPage({
  host,
  name,
  signal,
  later,
  now = () => performance.now(),
}: {
  host: HTMLElement;
  name: string;
  signal: AbortSignal;
  later: Later;
  now?: () => number;
}): void {
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
