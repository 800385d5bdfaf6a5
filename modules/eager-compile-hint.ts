// Budget: the Maps page's main-thread CPU at first load (BENCHMARKS.md, "Main-thread CPU").
import { defineWxtModule } from 'wxt/modules';

// The Maps panel's module (entrypoints/maps-panel) runs most of its code as soon as it starts: the
// panel's first render. Without a hint V8 pre-parses every function at load and parses it again when
// it is first called, on the Maps page's main thread, which waits for it. V8's explicit compile hint
// (Chrome 136+; a plain comment elsewhere) compiles every function at once. The panel's module is
// compiled as it streams in, off the page's main thread: with the hint, its functions too. The
// content script, which imports it, gets it as well. Not the worker: a stopped worker woken by an ask
// spent more CPU starting with the hint than without, and answered no sooner (BENCHMARKS.md, "Place
// change with the worker stopped first"). It must be the file's first line, so it goes in after
// minification.
const HINT = '//# allFunctionsCalledOnLoad\n';

export default defineWxtModule({
  name: 'menu-on-maps:eager-compile-hint',
  setup(wxt) {
    wxt.hook('vite:build:extendConfig', (entrypoints, config) => {
      if (!entrypoints.every((e) => e.type === 'content-script' || e.name === 'maps-panel')) return;
      config.plugins = [
        ...(config.plugins ?? []),
        {
          name: 'menu-on-maps:eager-compile-hint',
          enforce: 'post',
          generateBundle(_options, bundle) {
            for (const output of Object.values(bundle)) {
              if (output.type === 'chunk' && output.isEntry) output.code = HINT + output.code;
            }
          },
        },
      ];
    });
  },
});
