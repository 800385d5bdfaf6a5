import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Copies the built extension and grants the local service origin up front: a permission prompt
 * cannot be answered headless, and the origin is an optional host permission in the real manifest.
 */
export function prepareExtensionCopy(builtDir: string, serviceOrigin: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'mom-ext-'));
  cpSync(builtDir, dir, { recursive: true });
  const manifestPath = join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  manifest.host_permissions = [...(manifest.host_permissions ?? []), `${serviceOrigin}/*`];
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  return dir;
}
