import type { ContentScriptContext } from 'wxt/utils/content-script-context';

// The content script imports the panel as a module (entrypoints/maps-panel), which the browser
// compiles off the page's main thread (BENCHMARKS.md, "Main-thread CPU"). A module imported by URL
// takes no arguments and its build exports nothing, so the module leaves its start on the global
// and the content script calls it with its own context. Both run in the content script's world,
// whose globals the page does not see.

type StartPanel = (ctx: ContentScriptContext) => unknown;

interface PanelScope {
  menuOnMapsStartPanel?: StartPanel;
}

/** Called by the panel's module when it is evaluated. */
export function offerPanel(start: StartPanel): void {
  (globalThis as PanelScope).menuOnMapsStartPanel = start;
}

/** Imports the panel's module (once per world: the browser keeps it) and starts it with `ctx`. */
export async function startPanelModule(ctx: ContentScriptContext, url: string): Promise<unknown> {
  await import(/* @vite-ignore */ url);
  return (globalThis as PanelScope).menuOnMapsStartPanel?.(ctx);
}
