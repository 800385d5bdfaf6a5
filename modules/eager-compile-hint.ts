// Budgets: the Maps page's main-thread CPU at first load (BENCHMARKS.md, "Main-thread CPU"), and
// the stopped worker's answer to a place change (BENCHMARKS.md, "Place change with the worker
// stopped first").
import { defineWxtModule } from 'wxt/modules';

// The Maps panel's module (entrypoints/maps-panel) and the worker run most of their code as soon as
// they start: the panel's first render, or the worker's modules and its first answer. Without a hint V8 pre-parses every
// function at load and parses it again when it is first called, on the thread that waits for it:
// the Maps page's main thread, or the worker woken by an ask (whose code cache then holds only
// the top level, so each start parses again). V8's explicit compile hint (Chrome 136+; a plain
// comment elsewhere) compiles every function at once, and the worker's code cache keeps them. The
// panel's module is compiled as it streams in, off the page's main thread: with the hint, its
// functions too, which the main thread would otherwise compile when each is first called. It must be
// the file's first line, so it goes in after minification.
const HINT = '//# allFunctionsCalledOnLoad\n';

export default defineWxtModule({
  name: 'menu-on-maps:eager-compile-hint',
  setup(wxt) {
    wxt.hook('vite:build:extendConfig', (entrypoints, config) => {
      if (
        !entrypoints.every(
          (e) => ['content-script', 'background'].includes(e.type) || e.name === 'maps-panel',
        )
      )
        return;
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
