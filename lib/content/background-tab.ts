// A Maps tab opened in the background (a middle click on a search result) may be closed unseen. While
// the page is hidden the panel asks for saved menus only, which bills nothing; once it is shown, it
// asks again and the user's lookup settings apply. Showing the page also repaints the panel, so a
// "Saved 5 min ago" read in another tab is not left stale.

export interface VisibilityDocument {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void, options: { signal: AbortSignal }): void;
}

/** `onShown(askAgain)`: the page was shown; `askAgain` when an ask was answered from saved menus only. */
export function createBackgroundTabGate(
  doc: VisibilityDocument,
  signal: AbortSignal,
  onShown: (askAgain: boolean) => void,
) {
  let askedWhileHidden = false;
  doc.addEventListener(
    'visibilitychange',
    () => {
      if (doc.visibilityState !== 'visible') return;
      const askAgain = askedWhileHidden;
      askedWhileHidden = false;
      onShown(askAgain);
    },
    { signal },
  );
  return {
    /** For each automatic ask: true while the page is hidden (the ask is then repeated once shown). */
    savedOnly() {
      const hidden = doc.visibilityState === 'hidden';
      if (hidden) askedWhileHidden = true;
      return hidden;
    },
  };
}
