// Budget: content script size (BENCHMARKS.md, "Content script JS").
import { defineWxtModule } from 'wxt/modules';

// The content script's JSX (the panel's module, entrypoints/maps-panel) compiles to `h(type, props, ...children)` calls instead of
// preact/jsx-runtime's: the same vnodes in fewer bytes. Tests and extension pages keep the
// automatic runtime (tsconfig.json).
export default defineWxtModule({
  name: 'menu-on-maps:classic-jsx',
  setup(wxt) {
    wxt.hook('vite:build:extendConfig', (entrypoints, config) => {
      if (!entrypoints.every((e) => e.type === 'content-script' || e.name === 'maps-panel')) return;
      config.plugins = [
        ...(config.plugins ?? []),
        {
          name: 'menu-on-maps:classic-jsx',
          enforce: 'post',
          config: () => ({
            esbuild: {
              jsx: 'transform',
              jsxFactory: 'h',
              jsxFragment: 'Fragment',
              jsxInject: "import { h, Fragment } from 'preact'",
            },
          }),
        },
      ];
    });
  },
});
