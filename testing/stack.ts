import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page, Worker } from 'playwright-core';
import {
  type CatalogEntry,
  SAMPLE_CATALOG,
  type ServiceHandle,
  type ServiceOptions,
  startService,
} from '@/service/index.ts';
import { type FixturePlace, placePath } from '@/testing/maps-site/place-urls.ts';
import { type MapsSite, startMapsSite } from '@/testing/maps-site/server.ts';
import { extensionIdOf, extensionWorker, launchWithExtension } from './chromium.ts';
import { prepareExtensionCopy } from './extension-copy.ts';
import { keyDatabase, storeConfiguration } from './extension-storage.ts';

// The running system of the e2e suite (session.ts), the demo and the benchmarks: reference service,
// fixture Maps site and Chromium with a copy of the built extension.

export interface StackOptions {
  /** The built extension (e.g. .output/chrome-mv3); a copy is loaded. */
  builtExtension: string;
  headless: boolean;
  /** Defaults to the sample catalog. */
  catalog?: readonly CatalogEntry[];
  /** Preferred service port; a free one is taken when it is busy. 0 (default) always picks a free one. */
  servicePort?: number;
  service?: Omit<ServiceOptions, 'port' | 'catalog'>;
  /** false: the caller handles Ctrl-C / SIGTERM and calls close() (default: Playwright closes the browser). */
  handleSignals?: boolean;
  /** Called with the copy's directory before Chromium loads it (benchmarks add a page to it). */
  prepareCopy?: (extensionDir: string) => void | Promise<void>;
}

export interface Stack {
  service: ServiceHandle;
  maps: MapsSite;
  context: BrowserContext;
  extensionId: string;
  extensionDir: string;
  places: FixturePlace[];
  worker(): Promise<Worker>;
  /**
   * Stores the service URL and key (the demo key unless given) through the worker where the options
   * page does: settings in storage.local, the key in the extension's IndexedDB (extension-storage.ts).
   */
  configure(settings?: Record<string, unknown>, key?: string): Promise<void>;
  /** Opens the place on the fixture Maps site; `page` reuses a tab. */
  openPlace(place: FixturePlace, page?: Page): Promise<Page>;
  extensionUrl(path: string): string;
  /** The browser tab id of `page` (activates it). */
  tabIdOf(page: Page): Promise<number>;
  close(): Promise<void>;
}

export function toFixturePlace({ name, placeId, featureId, lat, lng }: CatalogEntry): FixturePlace {
  return { name, placeId, featureId, lat, lng };
}

async function startServiceNear(port: number, options: ServiceOptions): Promise<ServiceHandle> {
  try {
    return await startService({ ...options, port });
  } catch (error) {
    if (port === 0 || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    return startService({ ...options, port: 0 });
  }
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const catalog = options.catalog ?? SAMPLE_CATALOG;
  const cleanups: (() => unknown)[] = [];
  const tempDirs: string[] = [];
  // Safety net: temporary directories go even when the process exits before close() finishes.
  const removeTempDirs = () => {
    for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', removeTempDirs);
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
    removeTempDirs();
    process.off('exit', removeTempDirs);
  };
  try {
    const service = await startServiceNear(options.servicePort ?? 0, { ...options.service, catalog });
    cleanups.push(() => service.close());
    const places = catalog.map(toFixturePlace);
    const maps = await startMapsSite(places);
    cleanups.push(() => maps.close());
    const extensionDir = prepareExtensionCopy(options.builtExtension, new URL(service.url).origin);
    tempDirs.push(extensionDir);
    await options.prepareCopy?.(extensionDir);
    const userDataDir = mkdtempSync(join(tmpdir(), 'mom-profile-'));
    tempDirs.push(userDataDir);
    const context = await launchWithExtension({
      extensionDir,
      mapsPort: maps.port,
      headless: options.headless,
      userDataDir,
      handleSignals: options.handleSignals,
    });
    cleanups.push(() => context.close());
    const extensionId = extensionIdOf(await extensionWorker(context));
    const worker = () => extensionWorker(context);
    return {
      service,
      maps,
      context,
      extensionId,
      extensionDir,
      places,
      worker,
      close,
      configure: async (settings = {}, key = service.demoKey) => {
        const sw = await worker();
        await sw.evaluate(storeConfiguration, {
          ...keyDatabase,
          key,
          settings: { serviceUrl: service.url, ...settings },
        });
      },
      openPlace: async (place, page) => {
        const tab = page ?? (await context.newPage());
        await tab.goto(`https://www.google.com${placePath(place)}`);
        return tab;
      },
      extensionUrl: (path) => `chrome-extension://${extensionId}/${path.replace(/^\//, '')}`,
      tabIdOf: async (page) => {
        // Tab addresses need the `tabs` permission, which the extension need not hold: activate the
        // page's tab and ask for the active one instead.
        await page.bringToFront();
        const sw = await worker();
        const ids = await sw.evaluate(async () => {
          const { chrome } = globalThis as unknown as {
            chrome: { tabs: { query(q: object): Promise<{ id?: number }[]> } };
          };
          return (await chrome.tabs.query({ active: true, lastFocusedWindow: true })).map((tab) => tab.id);
        });
        const [id] = ids;
        if (ids.length !== 1 || typeof id !== 'number') throw new Error(`no single active tab: ${ids}`);
        return id;
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}
