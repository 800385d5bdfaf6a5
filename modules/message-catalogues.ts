// Serves the languages issue (32) and the content script's budget: the message catalogues ship as
// files (locales/<language>.json), one per language, so that every context loads only its own.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { defineWxtModule } from 'wxt/modules';
import { PSEUDO_LANGUAGE, SHIPPED_LANGUAGES } from '../lib/i18n/languages';
import { cataloguePath } from '../lib/i18n/messages';
import { pseudoCatalogue } from '../lib/i18n/pseudo';

/** The pseudo-locale is built into development builds, and into any build asked for it (the demo). */
export function buildsPseudoLocale(mode: string, env: NodeJS.ProcessEnv = process.env): boolean {
  return mode === 'development' || env.WXT_PSEUDO_LOCALE === '1';
}

export default defineWxtModule({
  name: 'menu-on-maps:message-catalogues',
  setup(wxt) {
    const languages: string[] = [...SHIPPED_LANGUAGES];
    if (buildsPseudoLocale(wxt.config.mode)) languages.push(PSEUDO_LANGUAGE);
    const files = languages.map((language) => cataloguePath(language).slice(1));
    // Not web-accessible: the Maps panel gets its page's catalogue from the worker (`panel.start`).
    wxt.hook('prepare:publicPaths', (_wxt, paths) => void paths.push(...files));
    wxt.hook('build:publicAssets', async (_wxt, assets) => {
      const dir = resolve(wxt.config.wxtDir, 'locales');
      await mkdir(dir, { recursive: true });
      for (const language of languages) {
        const relativeDest = cataloguePath(language).slice(1);
        if (language === PSEUDO_LANGUAGE) {
          const english = JSON.parse(await readFile(resolve(wxt.config.root, 'locales/en.json'), 'utf8'));
          const absoluteSrc = resolve(dir, `${language}.json`);
          await writeFile(absoluteSrc, JSON.stringify(pseudoCatalogue(english)));
          assets.push({ absoluteSrc, relativeDest });
        } else {
          // Minified: the translators' file is indented, the shipped one need not be.
          const text = JSON.stringify(
            JSON.parse(await readFile(resolve(wxt.config.root, `locales/${language}.json`), 'utf8')),
          );
          const absoluteSrc = resolve(dir, `${language}.json`);
          await writeFile(absoluteSrc, text);
          assets.push({ absoluteSrc, relativeDest });
        }
      }
    });
  },
});
