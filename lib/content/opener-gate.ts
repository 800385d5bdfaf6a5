// A page that another site opened with window.open (keeping its opener) can be driven by that site:
// it can step the window through place after place and spend a lookup on each. Until a person uses
// the page, with a key or a pointer (a trusted event, which a script cannot make), its automatic
// lookups wait. Links open pages without an opener (noopener is the default for target=_blank), so
// following a link to Maps from another site is not held.

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

/** `held()`: true until a person uses a page another site opened; `onUsed`: they first did. */
export function createOpenerGate(win: OpenerWindow, signal: AbortSignal, onUsed: () => void) {
  let held = openedByAnotherSite(win);
  if (held) {
    const used = (event: Event) => {
      if (!held || !event.isTrusted) return;
      held = false;
      onUsed();
    };
    for (const type of ['pointerdown', 'keydown'] as const) {
      win.addEventListener(type, used, { capture: true, signal });
    }
  }
  return { held: () => held };
}
