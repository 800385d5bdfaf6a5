// Budgets: content script size (BENCHMARKS.md, "Content script JS (content-scripts/maps.js)"),
// where the polyfill alone would be most of it; and the stopped worker's answer to a place change
// (BENCHMARKS.md, "Place change → cached menu inline, worker stopped first"), where it is evaluated
// on every cold start.
import { defineWxtModule } from 'wxt/modules';

// The polyfill serves the extension pages. The content script and the worker keep WXT's plain
// `browser` (Firefox's own `browser`, else `chrome`): every call they make returns a promise
// natively in MV3 Chrome and in Firefox (lib/content/extension-api.ts), and the worker answers
// messages with sendResponse (entrypoints/background/index.ts), which both browsers support.
export default defineWxtModule({
  name: 'menu-on-maps:polyfill-on-pages-only',
  setup(wxt) {
    wxt.hook('vite:build:extendConfig', (entrypoints, config) => {
      const alias = config.resolve?.alias;
      const native = entrypoints.every((e) => e.type === 'content-script' || e.type === 'background');
      if (native && alias && !Array.isArray(alias)) {
        delete (alias as Record<string, string>)['wxt/browser'];
      }
    });
  },
});
