import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The least any content script costs the Maps page: an extension whose content script is one
// statement, injected on the product's own match patterns. Chrome still creates the isolated world
// and runs the script on every Maps page; what that costs is the floor under the main-thread ratio.

/** Writes that extension to a new temp dir (the caller removes it) and returns the dir. */
export function writeFloorExtension(builtExtension: string): string {
  const product = JSON.parse(readFileSync(join(builtExtension, 'manifest.json'), 'utf8')) as {
    content_scripts: { matches: string[]; run_at?: string }[];
  };
  const dir = mkdtempSync(join(tmpdir(), 'mom-bench-floor-'));
  const manifest = {
    manifest_version: 3,
    name: 'Content script floor (benchmark only)',
    version: '1.0.0',
    content_scripts: product.content_scripts.map(({ matches, run_at }) => ({
      matches,
      run_at,
      js: ['floor.js'],
    })),
  };
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dir, 'floor.js'), '"use strict";\n');
  return dir;
}
