import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostPermissionPattern } from '@/lib/options/host-permission';
import { PRESET_SERVICE_FILE, presetServiceFile } from '@/lib/options/preset-service';

export interface CopyOptions {
  /**
   * Default true: the copy is what a store build made for the service is (modules/build-service-url.ts):
   * its origin granted in the manifest, its URL in service.json. false: the copy of a build without
   * a service, whose options page asks for the origin when the user saves a URL.
   */
  grantServiceOrigin?: boolean;
  /**
   * Adds the key-isolation probe (PROBE_SCRIPT): a content script of the test copy only, which
   * reads what any content script of the extension can read. Off for the benchmarks.
   */
  probe?: boolean;
  /** Adds an empty extension page (the Firefox harness evaluates extension code there). */
  helperPage?: string;
}

/** The probe's file, the event that starts it and the attribute its report is written to. */
export const PROBE_SCRIPT = 'e2e-probe.js';
export const PROBE_EVENT = 'mom-e2e-probe';
export const PROBE_ATTRIBUTE = 'data-mom-e2e-probe';

/**
 * Runs as a content script on the fixture Maps pages, in the isolated world the extension's own
 * content script runs in: on PROBE_EVENT it reads every storage area and every IndexedDB database
 * it can reach, and writes what it found (or why it was refused) into PROBE_ATTRIBUTE.
 */
const probeSource = `(() => {
  const api = globalThis.browser ?? globalThis.chrome;
  const attempt = (read) =>
    Promise.resolve()
      .then(read)
      .then((value) => ({ ok: true, value }), (error) => ({ ok: false, error: String(error?.message ?? error) }));
  const request = (req) => new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  async function databases() {
    const found = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await request(indexedDB.open(name));
      found[name] = {};
      for (const store of db.objectStoreNames) {
        const tx = db.transaction(store);
        const values = await request(tx.objectStore(store).getAll());
        const keys = await request(tx.objectStore(store).getAllKeys());
        found[name][store] = keys.map((key, i) => [key, values[i]]);
      }
      db.close();
    }
    return found;
  }
  document.addEventListener(${JSON.stringify(PROBE_EVENT)}, async () => {
    const report = {
      local: await attempt(() => api.storage.local.get(null)),
      session: await attempt(() => api.storage.session.get(null)),
      sync: await attempt(() => api.storage.sync.get(null)),
      indexedDB: await attempt(databases),
    };
    document.documentElement.setAttribute(${JSON.stringify(PROBE_ATTRIBUTE)}, JSON.stringify(report));
  });
})();
`;

/**
 * Copies the built extension and makes it a build for the local service, as a store build is for
 * the real one (WXT_MENU_SERVICE_URL): the service's origin granted up front (Chromium's permission
 * prompt cannot be answered from the harness) and its URL filled in by the options page. The grant
 * is the pattern the options page asks for, without the port: Firefox accepts and echoes one with
 * the port, but it does not take effect there (host-permission.ts).
 */
export function prepareExtensionCopy(
  builtDir: string,
  serviceUrl: string,
  options: CopyOptions = {},
): string {
  const dir = mkdtempSync(join(tmpdir(), 'mom-ext-'));
  cpSync(builtDir, dir, { recursive: true });
  const manifestPath = join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  if (options.grantServiceOrigin ?? true) {
    const origin = new URL(serviceUrl).origin;
    manifest.host_permissions = [...(manifest.host_permissions ?? []), hostPermissionPattern(origin)];
    writeFileSync(join(dir, PRESET_SERVICE_FILE), presetServiceFile(serviceUrl));
  }
  if (options.probe) {
    writeFileSync(join(dir, PROBE_SCRIPT), probeSource);
    manifest.content_scripts = [
      ...(manifest.content_scripts ?? []),
      { matches: ['https://www.google.com/maps*'], js: [PROBE_SCRIPT] },
    ];
  }
  if (options.helperPage) {
    writeFileSync(
      join(dir, options.helperPage),
      '<!doctype html><html><head><meta charset="utf-8"><title>e2e helper</title></head><body></body></html>\n',
    );
  }
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  return dir;
}
