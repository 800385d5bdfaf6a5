// npm run release: both store packages and the AMO sources zip, reproducibly, with their SHA-256.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { releaseNote } from './release/changelog';
import { PRIVACY_POLICY_URL } from './release/listings';
import { filesUnder, reproducibleZip, sha256 } from './release/package-zip';
import { releaseBuildEnv, sourceDateEpoch, trackedFiles, uncommittedChanges } from './release/sources';

const root = process.cwd();
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
// Before the long builds: a version without its release note is not released.
const note = releaseNote(readFileSync('CHANGELOG.md', 'utf8'), version);
const epoch = sourceDateEpoch(root);
const outDir = '.output/release';
const env = releaseBuildEnv(process.env, epoch);

const dirty = uncommittedChanges(root);
if (dirty !== '')
  console.warn(`Warning: uncommitted changes; the zips are not those of a commit:\n${dirty}\n`);

const builds = [
  { name: 'chrome', dir: '.output/chrome-mv3', command: ['wxt', 'build'] },
  { name: 'firefox', dir: '.output/firefox-mv3', command: ['wxt', 'build', '-b', 'firefox', '--mv3'] },
];
mkdirSync(outDir, { recursive: true });
const made: { file: string; bytes: Buffer }[] = [];
for (const build of builds) {
  execFileSync('npx', build.command, { stdio: 'inherit', env });
  made.push({
    file: `menu-on-maps-${version}-${build.name}.zip`,
    bytes: await reproducibleZip(build.dir, filesUnder(build.dir), epoch),
  });
}
made.push({
  file: `menu-on-maps-${version}-sources.zip`,
  bytes: await reproducibleZip(root, trackedFiles(root), epoch),
});

const sums = made.map(({ file, bytes }) => {
  writeFileSync(join(outDir, file), bytes);
  return `${sha256(bytes)}  ${file}`;
});
writeFileSync(join(outDir, 'SHA256SUMS'), `${sums.join('\n')}\n`);
writeFileSync(join(outDir, `release-notes-${version}.md`), `${note}\n`);
console.log(`\nRelease ${version} (SOURCE_DATE_EPOCH=${epoch}) in ${outDir}/, SHA-256:\n${sums.join('\n')}`);
// The one pre-submission fact the repository cannot hold until the project has a public address.
if (PRIVACY_POLICY_URL.includes('/OWNER/'))
  console.warn(
    `\nBefore submitting: the listings' privacy-policy URL is still a placeholder (${PRIVACY_POLICY_URL}).\nSet PRIVACY_POLICY_URL in scripts/release/listings.ts to where PRIVACY.md is published, then run npm run store:listings.`,
  );
