// Budget: content script size (BENCHMARKS.md, "Content script JS").
import { defineWxtModule } from 'wxt/modules';

// Terser with a second compress pass packs the content script tighter than esbuild's minifier.
// Only the content script and the panel's module it imports (entrypoints/maps-panel): the code
// every Maps page loads.
export default defineWxtModule({
  name: 'menu-on-maps:terser-passes',
  setup(wxt) {
    wxt.hook('vite:build:extendConfig', (entrypoints, config) => {
      if (!entrypoints.every((e) => e.type === 'content-script' || e.name === 'maps-panel')) return;
      config.build = { ...config.build, minify: 'terser', terserOptions: { compress: { passes: 2 } } };
    });
  },
});
