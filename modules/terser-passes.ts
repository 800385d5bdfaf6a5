// Budget: content script size (BENCHMARKS.md, "Content script JS (content-scripts/maps.js)").
import { defineWxtModule } from 'wxt/modules';

// Terser with a second compress pass packs the content script tighter than esbuild's minifier.
// Only the content script: it is the one bundle every Maps page loads.
export default defineWxtModule({
  name: 'menu-on-maps:terser-passes',
  setup(wxt) {
    wxt.hook('vite:build:extendConfig', (entrypoints, config) => {
      if (!entrypoints.every((e) => e.type === 'content-script')) return;
      config.build = { ...config.build, minify: 'terser', terserOptions: { compress: { passes: 2 } } };
    });
  },
});
