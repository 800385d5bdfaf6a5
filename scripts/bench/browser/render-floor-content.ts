// The render floor's content script (scripts/bench/render-floor.ts bundles it with esbuild into the
// floor extension, never into the product). The least an extension's content script must do to show
// the inline panel: mount the shadow host with the panel's stylesheet, and at load and on each place
// change ask its worker and render, with Preact, the DOM the worker answers. No product code.
import { type ComponentChild, h, render } from 'preact';

/** An element as [tag, attributes, ...children], or a text node. */
export type FloorNode = string | [tag: string, attributes: Record<string, string>, ...children: FloorNode[]];

declare const FLOOR_CSS: string;
declare const chrome: {
  runtime: { sendMessage(message: unknown): Promise<{ ok: boolean; data: FloorNode }> };
};

const vnode = (node: FloorNode): ComponentChild =>
  typeof node === 'string'
    ? node
    : h(node[0], node[1], ...node.slice(2).map((child) => vnode(child as FloorNode)));

// The fixture's place URLs all carry the Places id (`!19s`); pans keep it.
const placeIdOf = (url: string) => /!19s([^!?/]+)/.exec(url)?.[1] ?? null;

const host = document.createElement('menu-on-maps-panel');
const shadow = host.attachShadow({ mode: 'open' });
const style = document.createElement('style');
style.textContent = `:host{all:initial !important;}\n${FLOOR_CSS}`;
const container = document.createElement('div');
shadow.append(style, container);
document.body.append(host);

let shown: string | null = null;
const show = async () => {
  const placeId = placeIdOf(location.href);
  if (placeId === shown) return;
  shown = placeId;
  if (placeId === null) {
    render(null, container);
    return;
  }
  const reply = await chrome.runtime.sendMessage({ type: 'menu.forUrl', url: location.href });
  if (shown === placeId && reply.ok) render(vnode(reply.data), container);
};
void show();
// As WXT's location watcher does, then a task later (the URL has committed by then).
(globalThis as unknown as { navigation: EventTarget }).navigation.addEventListener('navigate', () =>
  setTimeout(show, 0),
);
