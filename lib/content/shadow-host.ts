// The inline panel's place in the Maps page: a custom element at the end of <body> whose open
// shadow root holds the panel's stylesheet and the element the panel renders into. Ours rather than
// WXT's createShadowRootUi, whose positioning, anchors, auto-mount and isolated-element package this
// panel never uses but every Maps page would load (BENCHMARKS.md, "Content script JS
// (content-scripts/maps.js)"). A page that removes the host gets it back (host-keeper.ts).

import { keepHostInPage } from './host-keeper';
import type { Later } from './signal-timer';

/** Keys typed in the panel stay in it: Maps' keyboard shortcuts never see them. */
const KEPT_INSIDE = ['keydown', 'keyup', 'keypress'] as const;

/** The page's own styles for the host element (or `*`) must not be inherited into the panel. */
const HOST_RESET = ':host{all:initial !important;}';

export interface ShadowHostOptions {
  /** The host's custom-element name. */
  name: string;
  /** The panel's stylesheet. */
  css: string;
  /** Removes the host from the page when it aborts (the content script's `ctx.signal`). */
  signal: AbortSignal;
  /** Runs just before the host leaves the page: unmount what was rendered into the container. */
  onRemove(container: HTMLElement): void;
  /** The content script's timers: given, a host the page removes is put back (host-keeper.ts). */
  later?: Later;
}

/** Mounts the host at once and returns the element to render into. */
export function mountShadowHost({ name, css, signal, onRemove, later }: ShadowHostOptions): HTMLElement {
  const host = document.createElement(name);
  const shadow = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = `${HOST_RESET}\n${css}`;
  const container = document.createElement('div');
  for (const type of KEPT_INSIDE) {
    container.addEventListener(type, (event) => event.stopPropagation(), { signal });
  }
  // The shadow root is open, so the page can reach our buttons: only a real user's click may act
  // (and spend a lookup). Capturing, this runs before any button's own listener.
  container.addEventListener('click', (event) => event.isTrusted || event.stopImmediatePropagation(), {
    capture: true,
    signal,
  });
  shadow.append(style, container);
  const remove = () => {
    onRemove(container);
    host.remove();
  };
  if (signal.aborted) return container;
  // One panel a page: a host already there is an older copy's, cut off from the extension by an
  // update (Firefox gives it no word; Chromium's new copy reaches the old one only through WXT's
  // context) or replaced by a newer copy in this page (a script added to an open tab).
  for (const older of document.querySelectorAll(name)) older.remove();
  document.body.append(host);
  signal.addEventListener('abort', remove, { once: true });
  if (later) keepHostInPage({ host, name, signal, later });
  return container;
}
