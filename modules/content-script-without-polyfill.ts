// Budget: content script size (BENCHMARKS.md, "Content script JS (content-scripts/maps.js)"); the polyfill alone would be most of it.
import { defineWxtModule } from 'wxt/modules';

// The polyfill serves the worker and extension pages. The content script runs on every Maps page and
// makes only calls that return promises natively (lib/content/extension-api.ts), so its build keeps
// WXT's plain `browser` instead of the polyfill's.
export default defineWxtModule({
  name: 'menu-on-maps:content-script-without-polyfill',
  setup(wxt) {
    wxt.hook('vite:build:extendConfig', (entrypoints, config) => {
      const alias = config.resolve?.alias;
      if (entrypoints.every((e) => e.type === 'content-script') && alias && !Array.isArray(alias)) {
        delete (alias as Record<string, string>)['wxt/browser'];
      }
    });
  },
});
