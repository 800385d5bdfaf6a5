// Chrome runs content scripts in prerendered pages too (speculation rules, the address bar's
// guesses): pages the user may never see. Nothing is asked for them, so no lookup is billed, until
// the page is shown.

export interface PrerenderingDocument {
  prerendering?: boolean;
  addEventListener(
    type: 'prerenderingchange',
    listener: () => void,
    options: { once: true; signal: AbortSignal },
  ): void;
}

/** Resolves at once for a page on screen, else when it is shown; never once `signal` aborts. */
export function whenShown(doc: PrerenderingDocument, signal: AbortSignal): Promise<void> {
  if (!doc.prerendering) return Promise.resolve();
  return new Promise((resolve) =>
    doc.addEventListener('prerenderingchange', resolve, { once: true, signal }),
  );
}
