import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostPermissionPattern } from '@/lib/options/host-permission';

/**
 * Copies the built extension and grants the local service origin up front: a permission prompt
 * cannot be answered headless, and the origin is an optional host permission in the real manifest.
 * The grant is the pattern the options page asks for, without the port: Firefox accepts and echoes
 * one with the port, but it does not take effect there (host-permission.ts).
 */
export function prepareExtensionCopy(builtDir: string, serviceOrigin: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'mom-ext-'));
  cpSync(builtDir, dir, { recursive: true });
  const manifestPath = join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  manifest.host_permissions = [...(manifest.host_permissions ?? []), hostPermissionPattern(serviceOrigin)];
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  return dir;
}
