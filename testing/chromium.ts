import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page, type Worker } from 'playwright-core';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** CHROME_PATH first, then Debian's chromium. Null when none is installed. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.CHROME_PATH && existsSync(env.CHROME_PATH)) return env.CHROME_PATH;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

export interface LaunchOptions {
  /** Omitted: the same browser without the extension (baseline for benchmarks). */
  extensionDir?: string;
  /**
   * true: the browser starts without `extensionDir`, ready for installUnpacked to add it later (a
   * user who installs the extension with pages already open).
   */
  installLater?: boolean;
  /** Port of the HTTPS fixture server that plays www.google.com. */
  mapsPort: number;
  headless?: boolean;
  userDataDir?: string;
  /** false: Ctrl-C and SIGTERM are left to the caller (the demo cleans up itself). Default true. */
  handleSignals?: boolean;
  /** The browser's own interface language (`--lang`), which extension pages follow. */
  uiLanguage?: string;
}

// Without these, Chromium keeps dialling Google on this closed network.
const QUIET_FLAGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-default-apps',
  '--disable-quic',
];

export async function launchWithExtension(options: LaunchOptions): Promise<BrowserContext> {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('Chromium not found: apt-get install -y chromium (or set CHROME_PATH)');
  const userDataDir = options.userDataDir ?? mkdtempSync(join(tmpdir(), 'mom-profile-'));
  const mapRule = `MAP www.google.com:443 127.0.0.1:${options.mapsPort}, MAP maps.google.com:443 127.0.0.1:${options.mapsPort}, MAP www.google.de:443 127.0.0.1:${options.mapsPort}`;
  const loadNow = options.extensionDir && !options.installLater;
  return chromium.launchPersistentContext(userDataDir, {
    executablePath,
    // Playwright disables extensions unless some are loaded at launch.
    ignoreDefaultArgs: options.installLater ? ['--disable-extensions'] : undefined,
    headless: options.headless ?? true,
    handleSIGINT: options.handleSignals ?? true,
    handleSIGTERM: options.handleSignals ?? true,
    viewport: { width: 1280, height: 800 },
    ignoreHTTPSErrors: true,
    ...(options.uiLanguage ? { env: { ...process.env, LANGUAGE: options.uiLanguage } } : {}),
    args: [
      ...(loadNow
        ? [`--disable-extensions-except=${options.extensionDir}`, `--load-extension=${options.extensionDir}`]
        : []),
      // Extensions.loadUnpacked (installUnpacked) over Playwright's pipe connection.
      ...(options.installLater ? ['--enable-unsafe-extension-debugging'] : []),
      `--host-resolver-rules=${mapRule}`,
      ...(options.uiLanguage ? [`--lang=${options.uiLanguage}`] : []),
      '--ignore-certificate-errors',
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      ...QUIET_FLAGS,
    ],
  });
}

/**
 * Installs the unpacked extension at `dir` into a browser launched with `installLater`, as "Load
 * unpacked" does: the extension gets runtime.onInstalled 'install'; installed again from the same
 * directory, 'update' (its content scripts in open pages are cut off, as after a store update).
 * Returns the extension's id.
 */
export async function installUnpacked(context: BrowserContext, dir: string): Promise<string> {
  const browser = context.browser();
  if (!browser) throw new Error('no browser to install the extension into');
  // A browser session: the Extensions domain is not available to page sessions.
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { id } = await cdp.send('Extensions.loadUnpacked', { path: dir });
    return id;
  } finally {
    await cdp.detach();
  }
}

export async function extensionWorker(context: BrowserContext): Promise<Worker> {
  // The newest: after an update (installUnpacked again) the stopped version's may still be listed.
  const existing = context
    .serviceWorkers()
    .findLast((worker) => worker.url().startsWith('chrome-extension://'));
  return existing ?? context.waitForEvent('serviceworker', { timeout: 15_000 });
}

export function extensionIdOf(worker: Worker): string {
  return new URL(worker.url()).host;
}

/**
 * Stops the extension's service worker the way Chrome does when it idles or crashes, through the
 * DevTools protocol on a page session (a persistent context has no Browser for a browser session).
 * The next extension message starts a new worker instance.
 */
export async function stopExtensionWorkers(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
  } finally {
    await cdp.detach();
  }
}
