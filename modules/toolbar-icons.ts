// Serves no budget but the first run: the extension's icons, drawn at build time from SVG sources.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { defineWxtModule } from 'wxt/modules';

// The SVGs in assets/ are the sources; the manifest lists PNGs (Chrome does not take SVG icons).
// The toolbar sizes come from icon-16.svg, the same mark drawn on whole pixels of the 16 px grid:
// scaled down from the 128 px drawing, its fork and knife blur into the plate.

/** Each size the manifest lists, and the source drawn for it (its own size in px). */
const ICON_SOURCES: Readonly<Record<number, { file: string; drawnAt: number }>> = {
  16: { file: 'assets/icon-16.svg', drawnAt: 16 },
  32: { file: 'assets/icon-16.svg', drawnAt: 16 },
  48: { file: 'assets/icon.svg', drawnAt: 128 },
  128: { file: 'assets/icon.svg', drawnAt: 128 },
};

const iconPath = (size: number | string) => `icons/${size}.png`;
const PANEL_STYLESHEET = 'content-scripts/maps.css';
/** The inline panel's `.mom-mark` (16 px shown, 32 px for high-density screens). */
const PANEL_MARK = iconPath(32);

export default defineWxtModule({
  name: 'menu-on-maps:toolbar-icons',
  setup(wxt) {
    const icons = Object.fromEntries(Object.keys(ICON_SOURCES).map((size) => [size, iconPath(size)]));
    wxt.hook('build:manifestGenerated', (_wxt, manifest) => {
      manifest.icons = icons;
      manifest.action = { ...manifest.action, default_icon: icons };
      // The inline panel's bar shows the same mark (the content script points its stylesheet at it):
      // web-accessible with that stylesheet, on the same pages and dynamic URL, not to every site.
      for (const resource of manifest.web_accessible_resources ?? []) {
        if (typeof resource === 'object' && resource.resources.includes(PANEL_STYLESHEET))
          resource.resources.push(PANEL_MARK);
      }
    });
    // Typed for browser.runtime.getURL (.wxt/types/paths.d.ts).
    wxt.hook('prepare:publicPaths', (_wxt, paths) => void paths.push(...Object.values(icons)));
    // Rendered into .wxt/ and copied from there like any public file, so the build lists them.
    wxt.hook('build:publicAssets', async (_wxt, files) => {
      const dir = resolve(wxt.config.wxtDir, 'icons');
      await mkdir(dir, { recursive: true });
      for (const [size, { file, drawnAt }] of Object.entries(ICON_SOURCES)) {
        const pixels = Number(size);
        const svg = await readFile(resolve(wxt.config.root, file));
        // Rasterised at the density that gives the size directly: no resampling of a larger bitmap.
        const png = await sharp(svg, { density: (72 * pixels) / drawnAt })
          .resize(pixels, pixels)
          .png()
          .toBuffer();
        const absoluteSrc = resolve(dir, `${size}.png`);
        await writeFile(absoluteSrc, png);
        files.push({ absoluteSrc, relativeDest: iconPath(size) });
      }
    });
  },
});
