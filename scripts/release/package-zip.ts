import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import JSZip from 'jszip';

// `wxt zip` stamps every entry with the time of the zip and takes files in the order the file
// system lists them: two zips of the same build differ. Here the entries are sorted by path, each
// dated with the release's SOURCE_DATE_EPOCH (reproducible-builds.org's convention), with no
// permissions or extra fields, so the same files give the same bytes wherever they are zipped.

/** Every file under `dir`, as sorted POSIX paths relative to it. */
export function filesUnder(dir: string): string[] {
  const walk = (at: string): string[] =>
    readdirSync(at, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(at, entry.name)) : entry.isFile() ? [join(at, entry.name)] : [],
    );
  return walk(dir)
    .map((path) => relative(dir, path).split(sep).join('/'))
    .sort();
}

/**
 * A zip of `files` (paths under `root`), entries in path order, all dated `epochSeconds`. Zip dates
 * hold even seconds from 1980 in local fields that JSZip writes in UTC.
 */
export async function reproducibleZip(
  root: string,
  files: readonly string[],
  epochSeconds: number,
): Promise<Buffer> {
  const date = new Date(Math.max(epochSeconds, 315_532_800) * 1000);
  const zip = new JSZip();
  for (const file of [...files].sort())
    zip.file(file, readFileSync(join(root, file)), { date, createFolders: false });
  return zip.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 9 },
    platform: 'DOS',
  });
}

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
