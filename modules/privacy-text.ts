// Serves no budget but the stores: the privacy policy ships in the package, readable offline.
import { resolve } from 'node:path';
import { defineWxtModule } from 'wxt/modules';

/** Where the options page links to it (components/options/OptionsApp.tsx). */
export const PRIVACY_FILE = 'privacy.txt';

// PRIVACY.md is the one text (the stores link the repository's copy). A link to the repository is
// not reachable offline, so the package carries the same file, which both browsers show as plain
// text from the extension's own origin: nothing to render, nothing to sanitise.
export default defineWxtModule({
  name: 'menu-on-maps:privacy-text',
  setup(wxt) {
    wxt.hook('prepare:publicPaths', (_wxt, paths) => void paths.push(PRIVACY_FILE));
    wxt.hook('build:publicAssets', (_wxt, files) => {
      files.push({ absoluteSrc: resolve(wxt.config.root, 'PRIVACY.md'), relativeDest: PRIVACY_FILE });
    });
  },
});
