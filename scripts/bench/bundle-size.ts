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
}

/** Sizes of the built content script files (gzip level 9, as served compressed). */
export function contentScriptSize(buildDir: string): ContentScriptSize {
  const dir = join(buildDir, 'content-scripts');
  const sizes = readdirSync(dir)
    .sort()
    .map((file): FileSize => {
      const bytes = readFileSync(join(dir, file));
      return {
        file: `content-scripts/${file}`,
        raw: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
      };
    });
  const js = sizes.filter((size) => size.file.endsWith('.js'));
  const css = sizes.filter((size) => size.file.endsWith('.css'));
  const total = (files: FileSize[]) => files.reduce((sum, size) => sum + size.gzip, 0);
  return { js, css, jsGzipTotal: total(js), cssGzipTotal: total(css) };
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
