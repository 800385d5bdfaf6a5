import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
}

export interface ContentScriptSize {
  js: FileSize[];
  css: FileSize[];
  jsGzipTotal: number;
  cssGzipTotal: number;
  /**
   * The message catalogues the panel fetches, one per page: it carries its page's language only
   * (lib/content/panel-language.ts). The largest is what a page adds at most.
   */
  catalogues: FileSize[];
}

/** Sizes of the built content script files and the panel's module it imports (gzip level 9, as served compressed). */
export function contentScriptSize(buildDir: string): ContentScriptSize {
  const files = [
    ...readdirSync(join(buildDir, 'content-scripts')).map((file) => `content-scripts/${file}`),
    'maps-panel.js',
  ];
  const sizes = files.sort().map((file): FileSize => {
    const bytes = readFileSync(join(buildDir, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const js = sizes.filter((size) => size.file.endsWith('.js'));
  const css = sizes.filter((size) => size.file.endsWith('.css'));
  const total = (files: FileSize[]) => files.reduce((sum, size) => sum + size.gzip, 0);
  const localesDir = join(buildDir, 'locales');
  const catalogues = readdirSync(localesDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file): FileSize => {
      const bytes = readFileSync(join(localesDir, file));
      return { file: `locales/${file}`, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    });
  return { js, css, jsGzipTotal: total(js), cssGzipTotal: total(css), catalogues };
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
