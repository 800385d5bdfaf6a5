// The inline panel's place in the Maps page: a custom element at the end of <body> whose open
// shadow root holds the panel's stylesheet and the element it renders into. Ours rather than WXT's
// createShadowRootUi, whose positioning, anchors and isolated-element package every Maps page would
// load unused (BENCHMARKS.md, "Content script JS (content-scripts/maps.js)").

import { keepHostInPage } from './host-keeper';
import type { Later } from './signal-timer';

export interface ShadowHostOptions {
  name: string;
  css: string;
  /** Removes the host from the page when it aborts (the content script's `ctx.signal`). */
  signal: AbortSignal;
  /** Runs just before the host leaves the page: unmount what was rendered into the container. */
  onRemove(container: HTMLElement): void;
  /** Given, a host the page removes is put back (host-keeper.ts). */
  later?: Later;
}

/** Mounts the host at once and returns the element to render into. */
export function mountShadowHost({ name, css, signal, onRemove, later }: ShadowHostOptions): HTMLElement {
  const host = document.createElement(name);
  const shadow = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  // The page's own styles for the host element (or `*`) must not be inherited into the panel.
  style.textContent = `:host{all:initial !important;}\n${css}`;
  const container = document.createElement('div');
  // Keys typed in the panel stay in it: Maps' keyboard shortcuts never see them.
  for (const type of ['keydown', 'keyup', 'keypress'] as const) {
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
