// Budget: the stopped worker's answer to a place change (BENCHMARKS.md, "Place change with the
// worker stopped first").
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { defineWxtModule } from 'wxt/modules';
import { DEXIE_SCRIPT } from '../lib/cache/dexie/dexie-script';

// Chrome's worker loads Dexie after its first answer, as a script of its own
// (lib/cache/dexie/dexie-script.ts): in its build, lib/cache/dexie/dexie-class.ts's two functions
// are that module's, and the extension carries Dexie's own browser build. Firefox's worker is an
// event page, which has no importScripts: it bundles Dexie, as the extension pages would.
export default defineWxtModule({
  name: 'menu-on-maps:dexie-after-answer',
  setup(wxt) {
    if (wxt.config.browser === 'firefox') return;
    const bundled = resolve(wxt.config.root, 'lib/cache/dexie/dexie-class.ts');
    const script = resolve(wxt.config.root, 'lib/cache/dexie/dexie-script.ts');
    wxt.hook('vite:build:extendConfig', (entrypoints, config) => {
      if (!entrypoints.every((e) => e.type === 'background')) return;
      config.plugins = [
        ...(config.plugins ?? []),
        {
          name: 'menu-on-maps:dexie-after-answer',
          load(id) {
            if (id !== bundled) return null;
            // dexie-script.ts types each function as its twin here, so the two cannot drift apart.
            return `export { dexieClassFromScript as dexieClass, importDexieScriptAtInstall as keepDexieForLaterStarts } from ${JSON.stringify(script)};`;
          },
        },
      ];
    });
    wxt.hook('build:publicAssets', (_wxt, files) => {
      // The package's `require` entry is dist/dexie.js; its minified twin sits beside it.
      const dexie = createRequire(resolve(wxt.config.root, 'package.json')).resolve('dexie');
      files.push({ absoluteSrc: join(dirname(dexie), 'dexie.min.js'), relativeDest: DEXIE_SCRIPT.slice(1) });
    });
  },
});
