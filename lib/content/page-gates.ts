// What keeps the panel from spending lookups on a page nobody looks at or uses.

export interface PrerenderingDocument {
  prerendering?: boolean;
  addEventListener(
    type: 'prerenderingchange',
    listener: () => void,
    options: { once: true; signal: AbortSignal },
  ): void;
}

/**
 * Chrome runs content scripts in prerendered pages too (speculation rules, the address bar's
 * guesses), which the user may never see: resolves at once for a page on screen, else when it is
 * shown; never once `signal` aborts.
 */
export function whenShown(doc: PrerenderingDocument, signal: AbortSignal): Promise<void> {
  if (!doc.prerendering) return Promise.resolve();
  return new Promise((resolve) =>
    doc.addEventListener('prerenderingchange', resolve, { once: true, signal }),
  );
}

export interface VisibilityDocument {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void, options: { signal: AbortSignal }): void;
}

/**
 * A Maps tab opened in the background (a middle click on a search result) may be closed unseen:
 * while hidden the panel asks for saved menus only, which bills nothing. `onShown(askAgain)`: the
 * page was shown (repaint, so "Saved 5 min ago" is not stale); `askAgain` when an ask was answered
 * from saved menus only, so the user's lookup settings now apply.
 */
export function createBackgroundTabGate(
  doc: VisibilityDocument,
  signal: AbortSignal,
  onShown: (askAgain: boolean) => void,
) {
  let askedWhileHidden = false;
  const shown = () => {
    if (doc.visibilityState !== 'visible') return;
    const askAgain = askedWhileHidden;
    askedWhileHidden = false;
    onShown(askAgain);
  };
  doc.addEventListener('visibilitychange', shown, { signal });
  return {
    /** For each automatic ask: true while the page is hidden (the ask is then repeated once shown). */
    savedOnly() {
      const hidden = doc.visibilityState === 'hidden';
      if (hidden) askedWhileHidden = true;
      return hidden;
    },
  };
}

export interface OpenerWindow {
  readonly opener: unknown;
  readonly location: { readonly origin: string };
  addEventListener(
    type: 'pointerdown' | 'keydown',
    listener: (event: Event) => void,
    options: { capture: boolean; signal: AbortSignal },
  ): void;
}

/** The page's opener is a window of another origin (reading its location throws for one). */
export function openedByAnotherSite(win: Pick<OpenerWindow, 'opener' | 'location'>): boolean {
  const opener = win.opener as { location?: { origin?: string } } | null;
  if (!opener) return false;
  try {
    return opener.location?.origin !== win.location.origin;
  } catch {
    return true;
  }
}

/**
 * A page another site opened with window.open (keeping its opener) can be stepped by that site
 * through place after place. Its automatic lookups wait until a person uses it (a trusted key or
 * pointer event, which no script can make): `held()` until then, `onUsed` when they first do. Links
 * open pages without an opener (noopener is target=_blank's default): following one is not held.
 */
export function createOpenerGate(win: OpenerWindow, signal: AbortSignal, onUsed: () => void) {
  let held = openedByAnotherSite(win);
  const used = (event: Event) => {
    if (!held || !event.isTrusted) return;
    held = false;
    onUsed();
  };
  if (held)
    for (const type of ['pointerdown', 'keydown'] as const)
      win.addEventListener(type, used, { capture: true, signal });
  return { held: () => held };
}
