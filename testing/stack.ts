import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page, Worker } from 'playwright-core';
import { WELCOME_HASH } from '@/lib/options/welcome';
import {
  type CatalogEntry,
  NOT_IN_CATALOG_FEATURE_ID,
  SAMPLE_CATALOG,
  SAMPLE_IDS,
  type ServiceHandle,
  type ServiceOptions,
  startService,
} from '@/service/index.ts';
import { type FixturePlace, placePath } from '@/testing/maps-site/place-urls.ts';
import { type MapsSite, startMapsSite } from '@/testing/maps-site/server.ts';
import {
  extensionIdOf,
  extensionWorker,
  installUnpacked,
  launchWithExtension,
  stopExtensionWorkers,
} from './chromium.ts';
import { prepareExtensionCopy } from './extension-copy.ts';
import { keyDatabase, storeConfiguration } from './extension-storage.ts';
import { startConnectProxy } from './firefox/connect-proxy.ts';
import { launchFirefoxWithExtension } from './firefox/firefox.ts';
import { FirefoxContext, HELPER_PAGE } from './firefox/firefox-context.ts';

// The running system of the e2e suite (session.ts), the demo and the benchmarks: reference service,
// fixture Maps site and a browser with a copy of the built extension: Chromium through Playwright,
// or Firefox through puppeteer-core behind Playwright's shapes (firefox/), so that the same
// scenarios run in both.

export type BrowserName = 'chromium' | 'firefox';

/** The hosts the fixture site plays, in either browser. */
const FIXTURE_HOSTS = ['www.google.com', 'maps.google.com', 'www.google.de'];

export interface StackOptions {
  /** The built extension for `browser` (e.g. .output/chrome-mv3, .output/firefox-mv3); a copy is loaded. */
  builtExtension: string;
  /** Default chromium. */
  browser?: BrowserName;
  /** Adds the key-isolation probe to the copy (extension-copy.ts). */
  probe?: boolean;
  /** false: the options page must ask for the service origin (extension-copy.ts). Default true. */
  grantServiceOrigin?: boolean;
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
  /**
   * true: the welcome page the extension opens after its install stays open (Stack.welcome). By
   * default it is waited for and closed, as a user who has read it would, so that it is not in
   * the way of the pages a run opens.
   */
  keepWelcome?: boolean;
  /**
   * true: the browser starts without the extension, and Stack.install adds it, as a user installs it
   * with pages already open. Default false: installed as the browser starts.
   */
  installLater?: boolean;
  /**
   * Where the browser's profile is made (a fresh folder inside it): a small filesystem of the test's
   * own lets the profile's disk fill (tests/e2e/full-disk.test.ts). Default: the system's temp folder.
   */
  profileParent?: string;
  /**
   * The browser's interface language. Chromium needs chromium-l10n, Firefox the language's pack
   * (firefox-esr-l10n-<lang>): .ci/run installs Polish's.
   */
  uiLanguage?: string;
}

export interface Stack {
  browserName: BrowserName;
  service: ServiceHandle;
  maps: MapsSite;
  context: BrowserContext;
  extensionId: string;
  extensionDir: string;
  places: FixturePlace[];
  /** The welcome page the extension opened after its install, when kept (keepWelcome); else null. */
  welcome: Page | null;
  /**
   * Installs the extension (installLater), as a user does, and waits for the welcome page it opens.
   * Once installed, installs the same copy again: an update (runtime.onInstalled 'update').
   */
  install(): Promise<void>;
  /** The service worker (Chromium); in Firefox, an evaluator beside the event page. */
  worker(): Promise<Worker>;
  /** Stops the service worker or event page, as the browser does when it idles. */
  stopBackground(): Promise<void>;
  /**
   * Answers the extension's permission prompt as a user would and returns what it listed. Firefox
   * only: Chromium's prompt is out of the harness's reach (its sessions grant the origin up front).
   */
  answerPermissionPrompt(accept: boolean): Promise<string[]>;
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
  /**
   * Quits the browser as a user does and starts it again on the same profile, with the same copy of
   * the extension: what the extension stored before must still be there. `context`, `worker` and
   * the other browser parts are the new browser's afterwards.
   */
  restartBrowser(): Promise<void>;
  close(): Promise<void>;
}

/** A well-formed Paris place id the catalog does not hold: the service answers 404. */
export function notInCatalogPlace(): FixturePlace {
  return {
    name: 'Maison Introuvable',
    placeId: SAMPLE_IDS.notInCatalog,
    featureId: NOT_IN_CATALOG_FEATURE_ID,
    lat: 48.8738,
    lng: 2.295,
  };
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
    const browserName = options.browser ?? 'chromium';
    const extensionDir = prepareExtensionCopy(options.builtExtension, service.url, {
      probe: options.probe,
      grantServiceOrigin: options.grantServiceOrigin,
      helperPage: browserName === 'firefox' ? HELPER_PAGE : undefined,
    });
    tempDirs.push(extensionDir);
    await options.prepareCopy?.(extensionDir);
    const userDataDir = mkdtempSync(join(options.profileParent ?? tmpdir(), 'mom-profile-'));
    tempDirs.push(userDataDir);
    // Firefox's moz-extension:// host: the temporary add-on installed again after a restart keeps it,
    // and so its storage, as a permanent add-on does.
    const firefoxUuid = crypto.randomUUID();
    // Installed: a restart finds the extension in place, as a browser started again does.
    let installed = !options.installLater;
    const launch = () => {
      const launchOptions = { ...options, installLater: !installed };
      return browserName === 'firefox'
        ? launchFirefox(extensionDir, maps.port, userDataDir, launchOptions, firefoxUuid)
        : launchChromium(extensionDir, maps.port, userDataDir, launchOptions);
    };
    let launched = await launch();
    cleanups.push(() => launched.close());
    const worker = () => launched.worker();
    let welcome: Page | null = null;
    const findWelcome = async () => {
      const page = await launched.findPage(
        `${launched.scheme}://${launched.extensionId}/options.html${WELCOME_HASH}`,
        WELCOME_TIMEOUT_MS,
      );
      if (options.keepWelcome) welcome = page;
      else await page.close();
    };
    if (installed) await findWelcome();
    return {
      browserName,
      get welcome() {
        return welcome;
      },
      install: async () => {
        await launched.install();
        if (installed) return;
        installed = true;
        await findWelcome();
      },
      service,
      maps,
      // Getters: a restart replaces the browser.
      get context() {
        return launched.context;
      },
      get extensionId() {
        return launched.extensionId;
      },
      extensionDir,
      places,
      worker,
      stopBackground: () => launched.stopBackground(),
      answerPermissionPrompt: (accept) => launched.answerPermissionPrompt(accept),
      restartBrowser: async () => {
        await launched.close();
        launched = await launch();
      },
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
        const tab = page ?? (await launched.context.newPage());
        await tab.goto(`https://www.google.com${placePath(place)}`);
        return tab;
      },
      extensionUrl: (path) => `${launched.scheme}://${launched.extensionId}/${path.replace(/^\//, '')}`,
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

/** How long the welcome page may take to open after the install (it opens in well under a second). */
const WELCOME_TIMEOUT_MS = 15_000;

interface Launched {
  context: BrowserContext;
  /** Empty until the extension is installed (installLater). */
  extensionId: string;
  /** Installs the extension into the running browser; again: an update. */
  install(): Promise<void>;
  scheme: 'chrome-extension' | 'moz-extension';
  /** The open page at `url`, once there is one (pages the extension opened itself included). */
  findPage(url: string, timeoutMs: number): Promise<Page>;
  worker(): Promise<Worker>;
  stopBackground(): Promise<void>;
  answerPermissionPrompt(accept: boolean): Promise<string[]>;
  /** Quits the browser (and what was started for it). */
  close(): Promise<void>;
}

/** Asks `find` until it finds something, every 100 ms for at most `timeoutMs`. */
async function poll<T>(
  find: () => T | null | Promise<T | null>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error(`no page at ${what} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function launchChromium(
  extensionDir: string,
  mapsPort: number,
  userDataDir: string,
  options: StackOptions,
): Promise<Launched> {
  const context = await launchWithExtension({
    extensionDir,
    installLater: options.installLater,
    mapsPort,
    headless: options.headless,
    userDataDir,
    handleSignals: options.handleSignals,
    uiLanguage: options.uiLanguage,
  });
  let extensionId = options.installLater
    ? ''
    : await extensionWorker(context).then(extensionIdOf, async (error: unknown) => {
        await context.close();
        throw error;
      });
  return {
    context,
    get extensionId() {
      return extensionId;
    },
    install: async () => {
      extensionId = await installUnpacked(context, extensionDir);
    },
    scheme: 'chrome-extension',
    findPage: (url, timeoutMs) =>
      poll(() => context.pages().find((page) => page.url() === url) ?? null, timeoutMs, url),
    worker: () => extensionWorker(context),
    stopBackground: async () => {
      const page = context.pages()[0] ?? (await context.newPage());
      await stopExtensionWorkers(page);
    },
    answerPermissionPrompt: async () => {
      throw new Error("Chromium's permission prompt cannot be answered from the harness");
    },
    close: () => context.close(),
  };
}

async function launchFirefox(
  extensionDir: string,
  mapsPort: number,
  userDataDir: string,
  options: StackOptions,
  extensionUuid: string,
): Promise<Launched> {
  const proxy = await startConnectProxy(FIXTURE_HOSTS, mapsPort);
  const close = async (firefox?: { close(): Promise<void> }) => {
    await firefox?.close().catch(() => undefined);
    await proxy.close();
  };
  let firefox: Awaited<ReturnType<typeof launchFirefoxWithExtension>> | undefined;
  let context: FirefoxContext;
  try {
    firefox = await launchFirefoxWithExtension({
      extensionDir,
      proxyPort: proxy.port,
      userDataDir,
      extensionUuid,
      installLater: options.installLater,
      headless: options.headless,
      handleSignals: options.handleSignals,
      uiLanguage: options.uiLanguage,
    });
    context = new FirefoxContext(firefox);
    // The helper page takes the first window's tab now, before any test opens its own windows.
    if (!options.installLater) await context.helperPage();
  } catch (error) {
    await close(firefox);
    throw error;
  }
  const launched = firefox;
  let installed = !options.installLater;
  return {
    context: context as unknown as BrowserContext,
    // Pinned before the install.
    extensionId: firefox.extensionId,
    install: async () => {
      const update = installed;
      await launched.install();
      installed = true;
      await (update ? context.reopenHelper() : context.helperPage());
    },
    scheme: 'moz-extension',
    findPage: async (url, timeoutMs) =>
      (await poll(() => context.findPage(url), timeoutMs, url)) as unknown as Page,
    worker: async () => context.background() as unknown as Worker,
    stopBackground: () => launched.stopBackground(),
    answerPermissionPrompt: (accept) => launched.answerPermissionPrompt(accept),
    close: () => close(launched),
  };
}
