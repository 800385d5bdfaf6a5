import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, expect, it } from 'vitest';
import { filesUnder, reproducibleZip, sha256 } from '@/scripts/release/package-zip.ts';
import { releaseBuildEnv, sourceDateEpoch, trackedFiles } from '@/scripts/release/sources.ts';

// What AMO's reviewers do with the sources zip, and what makes a release reproducible, on every CI
// run: the zip (scripts/release.ts's, made here the same way) is unpacked in an empty folder and
// built with the commands store/amo-reviewer-notes.md gives (npm ci, then the builds). Each build
// must hold the same files, byte for byte, as the one `npm test` made in the repository (the
// packages `npm run release` zips), and so zip to the same bytes: the same commit built twice, in
// two folders, gives the same packages. Starts no browser (vitest.config.ts NO_BROWSER).

const ROOT = process.cwd();
const BUILDS = [
  { shipped: '.output/firefox-mv3', script: 'build:firefox' },
  { shipped: '.output/chrome-mv3', script: 'build' },
] as const;

const work = mkdtempSync(join(tmpdir(), 'mom-sources-'));
// Its node_modules alone is hundreds of megabytes: removing it can take minutes on a busy machine.
afterAll(() => rmSync(work, { recursive: true, force: true }), 600_000);

it('the sources zip, unpacked in an empty folder and built as its notes say, gives both packages byte for byte', async () => {
  const epoch = sourceDateEpoch(ROOT);
  const sources = await JSZip.loadAsync(await reproducibleZip(ROOT, trackedFiles(ROOT), epoch));
  for (const entry of Object.values(sources.files)) {
    if (entry.dir) continue;
    mkdirSync(dirname(join(work, entry.name)), { recursive: true });
    writeFileSync(join(work, entry.name), await entry.async('nodebuffer'));
  }
  // The builds must not follow this run's output folder or vitest's settings (NODE_ENV=test gives
  // another bundle): they run as `npm test` ran its own builds.
  const env = releaseBuildEnv(process.env, epoch);
  for (const name of Object.keys(env)) if (/^(VITEST|TEST$|WXT_OUT_DIR$)/.test(name)) delete env[name];
  const run = (args: string[]) => execFileSync('npm', args, { cwd: work, env, stdio: 'pipe' });
  run(['ci', '--prefer-offline', '--no-audit', '--no-fund']);
  for (const { shipped, script } of BUILDS) {
    run(['run', script]);
    const rebuilt = join(work, shipped);
    const files = filesUnder(join(ROOT, shipped));
    expect(filesUnder(rebuilt), shipped).toEqual(files);
    const differing = files.filter(
      (file) => !readFileSync(join(rebuilt, file)).equals(readFileSync(join(ROOT, shipped, file))),
    );
    expect(differing, shipped).toEqual([]);
    const zipOf = async (dir: string) => sha256(await reproducibleZip(dir, filesUnder(dir), epoch));
    expect(await zipOf(rebuilt), shipped).toBe(await zipOf(join(ROOT, shipped)));
  }
}, 900_000);

it('zips the same files to the same bytes however they were written (order, dates)', async () => {
  const dir = join(work, 'zip-order');
  mkdirSync(join(dir, 'b'), { recursive: true });
  writeFileSync(join(dir, 'b', 'z.txt'), 'z');
  writeFileSync(join(dir, 'a.txt'), 'a');
  const first = await reproducibleZip(dir, ['b/z.txt', 'a.txt'], 1_764_000_000);
  writeFileSync(join(dir, 'a.txt'), 'a'); // a newer modification time
  const second = await reproducibleZip(dir, ['a.txt', 'b/z.txt'], 1_764_000_000);
  expect(sha256(second)).toBe(sha256(first));
  expect(Object.keys((await JSZip.loadAsync(first)).files)).toEqual(['a.txt', 'b/z.txt']);
  expect(sha256(await reproducibleZip(dir, ['a.txt', 'b/z.txt'], 1_764_000_002))).not.toBe(sha256(first));
});
