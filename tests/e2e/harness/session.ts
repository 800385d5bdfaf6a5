import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page, Worker } from 'playwright-core';
import {
  hostileEntries,
  SAMPLE_CATALOG,
  type ServiceHandle,
  type ServiceOptions,
  startService,
} from '../../../service/index.ts';
import type { FixturePlace } from '../../fixtures/maps-site/place-urls.ts';
import { type MapsSite, startMapsSite } from '../../fixtures/maps-site/server.ts';
import { extensionIdOf, extensionWorker, launchWithExtension } from './chromium.ts';
import { prepareExtensionCopy } from './extension-copy.ts';

/** The built Chrome extension; MOM_EXTENSION_DIR points at another build (see wxt.config.ts outDir). */
export const BUILT_EXTENSION =
  process.env.MOM_EXTENSION_DIR ?? fileURLToPath(new URL('../../../.output/chrome-mv3', import.meta.url));

export interface E2ESession {
  service: ServiceHandle;
  maps: MapsSite;
  context: BrowserContext;
  worker: () => Promise<Worker>;
  extensionId: string;
  places: FixturePlace[];
  /** Stores the service URL and key the way the options page does, without the UI. */
  configure(options?: { key?: string; settings?: Record<string, unknown> }): Promise<void>;
  openPlace(place: FixturePlace, path?: string): Promise<Page>;
  close(): Promise<void>;
}

export function fixturePlaces(): FixturePlace[] {
  return [...SAMPLE_CATALOG, ...hostileEntries()].map(({ name, placeId, featureId, lat, lng }) => ({
    name,
    placeId,
    featureId,
    lat,
    lng,
  }));
}

export async function startSession(
  options: { service?: ServiceOptions; headless?: boolean } = {},
): Promise<E2ESession> {
  if (!existsSync(`${BUILT_EXTENSION}/manifest.json`)) {
    throw new Error('Build the extension first: npm run build');
  }
  const service = await startService({ testMode: true, ...options.service });
  const places = fixturePlaces();
  const maps = await startMapsSite(places);
  const extensionDir = prepareExtensionCopy(BUILT_EXTENSION, new URL(service.url).origin);
  const context = await launchWithExtension({
    extensionDir,
    mapsPort: maps.port,
    headless: options.headless,
  });
  const firstWorker = await extensionWorker(context);
  const extensionId = extensionIdOf(firstWorker);
  // The worker may be stopped and restarted during a test: always ask for the current one.
  const worker = () => extensionWorker(context);

  return {
    service,
    maps,
    context,
    worker,
    extensionId,
    places,
    async configure({ key = service.demoKey, settings = {} } = {}) {
      const sw = await worker();
      await sw.evaluate(
        async ({ url, apiKey, extra }) => {
          // The worker follows storage.onChanged, as it does for the options page.
          const { chrome } = globalThis as unknown as {
            chrome: { storage: { local: { set(items: object): Promise<void> } } };
          };
          await chrome.storage.local.set({ apiKey, settings: { serviceUrl: url, ...extra } });
        },
        { url: service.url, apiKey: key, extra: settings },
      );
    },
    async openPlace(place, path) {
      const { placePath } = await import('../../fixtures/maps-site/place-urls.ts');
      const page = await context.newPage();
      await page.goto(`https://www.google.com${path ?? placePath(place)}`);
      return page;
    },
    async close() {
      await context.close().catch(() => undefined);
      await Promise.all([service.close(), maps.close()]);
    },
  };
}
