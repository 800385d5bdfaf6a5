import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';

// Stock Firefox (Debian's firefox-esr) driven by puppeteer-core over WebDriver BiDi: Playwright
// cannot drive it (no Juggler, and its BiDi channel fails to open pages).

const CANDIDATES = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];

/** FIREFOX_PATH first, then Debian's firefox-esr. Null when none is installed. */
export function findFirefox(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.FIREFOX_PATH && existsSync(env.FIREFOX_PATH)) return env.FIREFOX_PATH;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

export interface FirefoxLaunchOptions {
  extensionDir: string;
  /** The CONNECT proxy that plays www.google.com (connect-proxy.ts). */
  proxyPort: number;
  userDataDir: string;
  /**
   * The moz-extension:// host to pin, whose origin the add-on's storage belongs to: a restart on the
   * same profile passes the first launch's to find that storage again. Default random.
   */
  extensionUuid?: string;
  headless: boolean;
  handleSignals?: boolean;
  /** true: Firefox starts without the extension, which LaunchedFirefox.install adds later. */
  installLater?: boolean;
  /** The interface language; its language pack must be installed (Debian: firefox-esr-l10n-<lang>). */
  uiLanguage?: string;
}

export interface LaunchedFirefox {
  browser: Browser;
  /** The host of the extension's moz-extension:// URLs, pinned before the install. */
  extensionId: string;
  geckoId: string;
  /** Installs the extension as a temporary add-on; again from the same directory: an update. */
  install(): Promise<void>;
  /** Evaluates `expression` in the browser's own (chrome) scope and returns its value (a primitive). */
  chromeScope<T>(expression: string): Promise<T>;
  /** BiDi browsingContext.navigate without waiting for the load (extension pages). */
  navigateWithoutWaiting(contextId: string, url: string): Promise<void>;
  reloadWithoutWaiting(contextId: string): Promise<void>;
  /** Stops the event page as Firefox does when it idles (the next event starts it again). */
  stopBackground(): Promise<void>;
  /**
   * Waits for the extension's permission prompt (a doorhanger in any window), answers it as a user
   * would with the button, and returns the permissions it listed.
   */
  answerPermissionPrompt(accept: boolean, timeoutMs?: number): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A profile Firefox has started in once, made the first time this process launches Firefox: a new
 * profile is a copy of it. Firefox's first start in an empty profile builds its add-on database,
 * startup cache, certificate and places databases (about 3 s of CPU a launch); a copy starts from
 * them. It holds no add-on and none of the launch's own preferences (user.js is written again for
 * each launch, and overrides what the copy's prefs.js holds), so each browser still starts with a
 * fresh extension state.
 */
let profileTemplate: Promise<string> | undefined;

/** Files of the template's last run that a new browser must not inherit: locks, its session. */
const NOT_COPIED = /^(lock|\.parentlock|sessionstore.*|sessionCheckpoints\.json|user\.js|.*\.puppeteer)$/;

function firefoxProfileTemplate(executablePath: string): Promise<string> {
  profileTemplate ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mom-firefox-template-'));
    const remove = () => rmSync(dir, { recursive: true, force: true });
    process.once('exit', remove);
    // Vitest ends its workers with SIGTERM, which skips 'exit' handlers (36 MB left behind a run):
    // removed then too, and the signal raised again, to end the process as it would have.
    process.once('SIGTERM', () => {
      remove();
      process.kill(process.pid, 'SIGTERM');
    });
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath,
      headless: true,
      userDataDir: dir,
    });
    await browser.close();
    return dir;
  })();
  // A failed start is not kept: the next launch tries again.
  profileTemplate.catch(() => {
    profileTemplate = undefined;
  });
  return profileTemplate;
}

/** Fills an empty profile folder from the template; one Firefox ran in before (a restart) is kept. */
async function prepareProfile(userDataDir: string, executablePath: string): Promise<void> {
  if (readdirSync(userDataDir).length > 0) return;
  const template = await firefoxProfileTemplate(executablePath);
  for (const name of readdirSync(template)) {
    if (!NOT_COPIED.test(name)) cpSync(join(template, name), join(userDataDir, name), { recursive: true });
  }
}

interface BidiConnection {
  send(method: string, params: object): Promise<{ result: unknown }>;
}

export async function launchFirefoxWithExtension(options: FirefoxLaunchOptions): Promise<LaunchedFirefox> {
  const executablePath = findFirefox();
  if (!executablePath) {
    throw new Error('Firefox not found: apt-get install -y firefox-esr (or set FIREFOX_PATH)');
  }
  const manifest = JSON.parse(readFileSync(join(options.extensionDir, 'manifest.json'), 'utf8'));
  const geckoId: string = manifest.browser_specific_settings?.gecko?.id;
  if (!geckoId) throw new Error('the Firefox build has no gecko id');
  const extensionId = options.extensionUuid ?? crypto.randomUUID();
  await prepareProfile(options.userDataDir, executablePath);
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: options.headless,
    userDataDir: options.userDataDir,
    acceptInsecureCerts: true,
    handleSIGINT: options.handleSignals ?? true,
    handleSIGTERM: options.handleSignals ?? true,
    defaultViewport: { width: 1280, height: 800 },
    // Chrome-scope evaluation (permission prompts, offline, stopping the event page).
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [geckoId]: extensionId }),
      // HTTPS through the fixture proxy; loopback (the service) directly.
      'network.proxy.type': 1,
      'network.proxy.ssl': '127.0.0.1',
      'network.proxy.ssl_port': options.proxyPort,
      'network.proxy.no_proxies_on': '',
      // Offline is set by the tests (context.setOffline), never by the machine's network state, and
      // it reaches the loopback service too, as a real outage would reach a remote one.
      'network.manage-offline-status': false,
      'network.disable-localhost-when-offline': true,
      // action.openPopup() from the harness, as a click on the toolbar button would.
      'extensions.openPopupWithoutUserGesture.enabled': true,
      // '/' typed in a page opens Firefox's Quick Find bar, which then takes the keys (Enter
      // included) that the tests type into the panel: a browser shortcut, not the page's.
      'accessibility.typeaheadfind.manual': false,
      // The language packs Debian installs beside Firefox are application-scope add-ons.
      ...(options.uiLanguage
        ? { 'intl.locale.requested': options.uiLanguage, 'extensions.autoDisableScopes': 0 }
        : {}),
    },
  });
  const install = async () => {
    await browser.installExtension(options.extensionDir);
  };
  try {
    if (!options.installLater) await install();
  } catch (error) {
    await browser.close();
    throw error;
  }
  const connection = (browser as unknown as { connection: BidiConnection }).connection;
  const chromeScope = async <T>(expression: string): Promise<T> => {
    const tree = (await connection.send('browsingContext.getTree', { 'moz:scope': 'chrome' })).result as {
      contexts: { context: string }[];
    };
    const context = tree.contexts[0]?.context;
    if (!context) throw new Error('no chrome window to evaluate in');
    const { result } = (await connection.send('script.evaluate', {
      expression,
      target: { context },
      awaitPromise: true,
    })) as { result: { type: string; result?: { value?: unknown }; exceptionDetails?: { text: string } } };
    if (result.type === 'exception') throw new Error(`chrome scope: ${result.exceptionDetails?.text}`);
    return result.result?.value as T;
  };
  return {
    browser,
    extensionId,
    geckoId,
    install,
    chromeScope,
    navigateWithoutWaiting: async (context, url) => {
      await connection.send('browsingContext.navigate', { context, url, wait: 'none' });
    },
    reloadWithoutWaiting: async (context) => {
      await connection.send('browsingContext.reload', { context, wait: 'none' });
    },
    answerPermissionPrompt: async (accept, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        // JSON: BiDi would return an array as a list of remote values.
        const answered = await chromeScope<string>(`JSON.stringify((() => {
          for (const win of Services.wm.getEnumerator('navigator:browser')) {
            for (const tab of win.gBrowser.browsers) {
              const prompt = win.PopupNotifications.getNotification('addon-webext-permissions', tab);
              if (!prompt) continue;
              const items = [...win.document.querySelectorAll('#addon-webext-perm-list li, .webext-perm-granted')]
                .map((item) => item.textContent.trim())
                .filter(Boolean);
              const action = ${accept} ? prompt.mainAction : prompt.secondaryActions[0];
              action.callback();
              win.PopupNotifications.remove(prompt);
              return items;
            }
          }
          return null;
        })())`);
        const listed = JSON.parse(answered) as string[] | null;
        if (listed) return listed;
        if (Date.now() > deadline) throw new Error('no permission prompt appeared');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stopBackground: async () => {
      // Firefox puts the stop off while a listener's answer is pending (it resets its idle timer and
      // stops the page at the next timeout): asked again until the page is stopped, as the timer would.
      const extension = `WebExtensionPolicy.getByID(${JSON.stringify(geckoId)}).extension`;
      for (let attempt = 0; attempt < 50; attempt++) {
        await chromeScope(`${extension}.terminateBackground({ ignoreDevToolsAttached: true })`);
        if ((await chromeScope<string>(`${extension}.backgroundState`)) === 'stopped') return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the event page did not stop');
    },
    close: () => browser.close(),
  };
}
