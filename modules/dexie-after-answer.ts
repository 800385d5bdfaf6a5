// Budget: the stopped worker's answer to a place change (BENCHMARKS.md, "Place change with the
// worker stopped first").
import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { normalizePath } from 'vite';
import { defineWxtModule } from 'wxt/modules';
import { DEXIE_SCRIPT } from '../lib/cache/dexie/dexie-script';

// Chrome's worker loads Dexie after its first answer, as a script of its own
// (lib/cache/dexie/dexie-script.ts): in its build, lib/cache/dexie/dexie-class.ts's two functions
// are that module's, and the extension carries Dexie's own browser build. Firefox's background is
// an event page, which has no importScripts (nor has an MV2 background page): it bundles Dexie, as
// the extension pages would.
export default defineWxtModule({
  name: 'menu-on-maps:dexie-after-answer',
  setup(wxt) {
    if (wxt.config.browser === 'firefox' || wxt.config.manifestVersion !== 3) return;
    const real = (path: string) => normalizePath(realpathSync(path));
    const bundled = real(resolve(wxt.config.root, 'lib/cache/dexie/dexie-class.ts'));
    const script = real(resolve(wxt.config.root, 'lib/cache/dexie/dexie-script.ts'));
    wxt.hook('vite:build:extendConfig', (entrypoints, config) => {
      if (!entrypoints.every((e) => e.type === 'background')) return;
      let swapped = false;
      config.plugins = [
        ...(config.plugins ?? []),
        {
          name: 'menu-on-maps:dexie-after-answer',
          load(id) {
            if (normalizePath(id.split('?')[0] ?? id) !== bundled) return null;
            swapped = true;
            // dexie-script.ts types each function as its twin here, so the two cannot drift apart.
            return `export { dexieClassFromScript as dexieClass, importDexieScriptAtInstall as keepDexieForLaterStarts } from ${JSON.stringify(script)};`;
          },
          buildEnd(error) {
            // A worker that no longer reaches dexie-class.ts, or a path that no longer matches:
            // either way Dexie would be bundled again, unseen.
            if (!error && !swapped)
              this.error('dexie-class.ts was not swapped: look again at modules/dexie-after-answer.ts');
          },
        },
      ];
    });
    wxt.hook('build:publicAssets', (_wxt, files) => {
      const require = createRequire(resolve(wxt.config.root, 'package.json'));
      const source = readFileSync(require.resolve('dexie/dist/dexie.min.js'), 'utf8');
      // Its source map is not shipped: without the comment, DevTools does not ask for it.
      const contents = source.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
      files.push({ contents, relativeDest: DEXIE_SCRIPT.slice(1) });
    });
  },
});
