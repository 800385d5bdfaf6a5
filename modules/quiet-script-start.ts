// Budget: the Maps page's main-thread CPU at first load (BENCHMARKS.md, "Main-thread CPU").
import { defineWxtModule } from 'wxt/modules';

// WXT's content script context announces its start twice so that an older copy of the script in
// the same page (the extension was updated or reloaded) stops: a CustomEvent on the document,
// which WXT 0.20+ copies listen for, and a window.postMessage for copies built by older WXT, which
// this extension never shipped. The message is delivered into the Maps page's own world and runs
// on its main thread at every load (traced as DOMWindow::DoPostMessage). The content script's
// build drops it; the build fails if WXT's code no longer has that shape, so an upgrade looks again.
const CONTEXT_MODULE = /\/wxt\/dist\/utils\/content-script-context\.mjs$/;
const LEGACY_MESSAGE =
  /window\.postMessage\(\{\s*type: ContentScriptContext\.SCRIPT_STARTED_MESSAGE_TYPE,\s*contentScriptName: this\.contentScriptName,\s*messageId: this\.id\s*\}, "\*"\);/;

export default defineWxtModule({
  name: 'menu-on-maps:quiet-script-start',
  setup(wxt) {
    wxt.hook('vite:build:extendConfig', (entrypoints, config) => {
      if (!entrypoints.every((e) => e.type === 'content-script')) return;
      config.plugins = [
        ...(config.plugins ?? []),
        {
          name: 'menu-on-maps:quiet-script-start',
          transform(code, id) {
            if (!CONTEXT_MODULE.test(id)) return null;
            if (!LEGACY_MESSAGE.test(code)) {
              this.error("WXT's content script context changed: look again at modules/quiet-script-start.ts");
            }
            return { code: code.replace(LEGACY_MESSAGE, ''), map: null };
          },
        },
      ];
    });
  },
});
