import type { Page as PuppeteerPage, Target } from 'puppeteer-core';
import type { LaunchedFirefox } from './firefox.ts';
import { FirefoxPage, globToRegExp, type RouteEntry, type RouteHandler } from './firefox-page.ts';

// Playwright's BrowserContext and Worker, as far as the end-to-end tests use them, over Firefox.
// Each page opens in a window of its own: in one window, every tab but the selected one is hidden
// (document.visibilityState), and the extension holds back lookups for hidden tabs; Chromium's
// headless tabs all count as visible. The extension's event page is reached through an empty
// extension page of the test copy (the helper), which has the same extension APIs.

/** The test copy's empty extension page (extension-copy.ts). */
export const HELPER_PAGE = 'e2e-helper.html';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class FirefoxContext {
  private readonly wrapped = new WeakMap<PuppeteerPage, FirefoxPage>();
  private readonly contextRoutes: RouteEntry[] = [];
  private helper: Promise<FirefoxPage> | null = null;

  constructor(readonly firefox: LaunchedFirefox) {}

  /** The one wrapper of a puppeteer page. */
  wrap(page: PuppeteerPage): FirefoxPage {
    let wrapper = this.wrapped.get(page);
    if (!wrapper) {
      wrapper = new FirefoxPage(
        page,
        {
          routes: () => this.contextRoutes,
          setColorScheme: (scheme) => this.setColorScheme(scheme),
          navigateWithoutWaiting: this.firefox.navigateWithoutWaiting,
          reloadWithoutWaiting: this.firefox.reloadWithoutWaiting,
        },
        () => this,
      );
      this.wrapped.set(page, wrapper);
    }
    return wrapper;
  }

  async newPage(): Promise<FirefoxPage> {
    const page = this.wrap(await this.firefox.browser.newPage({ type: 'window' }));
    if (this.contextRoutes.length > 0) await page.intercept();
    return page;
  }

  /** Resolves with the next page whose wrapper satisfies `predicate` (new, or navigated). */
  waitForEvent(
    event: 'page',
    options: { predicate?: (page: FirefoxPage) => boolean | Promise<boolean>; timeout?: number } = {},
  ): Promise<FirefoxPage> {
    if (event !== 'page') throw new Error(`the Firefox harness waits for pages only, not ${event}`);
    const { browser } = this.firefox;
    return new Promise((resolve, reject) => {
      let done = false;
      // A page the extension opens reports about:blank to puppeteer: where it really is is read
      // from the page itself until it matches or the wait ends.
      const check = async (target: Target) => {
        if (target.type() !== 'page') return;
        const page = await target.page();
        if (!page) return;
        const wrapper = this.wrap(page);
        while (!done && !page.isClosed()) {
          await wrapper.locate().catch(() => undefined);
          if (!options.predicate || (await options.predicate(wrapper))) {
            stop();
            resolve(wrapper);
            return;
          }
          await sleep(50);
        }
      };
      const timer = setTimeout(() => {
        stop();
        reject(new Error('no page event before the timeout'));
      }, options.timeout ?? 30_000);
      const stop = () => {
        done = true;
        clearTimeout(timer);
        browser.off('targetcreated', check);
        browser.off('targetchanged', check);
      };
      browser.on('targetcreated', check);
      browser.on('targetchanged', check);
    });
  }

  /**
   * The whole browser offline (the event page included, unlike per-page emulation). Connections
   * kept alive are dropped too, as an outage drops them: Firefox would otherwise go on using one to
   * the loopback service.
   */
  async setOffline(offline: boolean): Promise<void> {
    await this.firefox.chromeScope(
      offline
        ? "Services.io.offline = true; Services.obs.notifyObservers(null, 'net:prune-all-connections')"
        : 'Services.io.offline = false',
    );
  }

  async route(glob: string, handler: RouteHandler): Promise<void> {
    this.contextRoutes.push({ glob, pattern: globToRegExp(glob), handler });
    // A page closing meanwhile has nothing left to intercept.
    await Promise.all(
      (await this.firefox.browser.pages()).map((page) =>
        this.wrap(page)
          .intercept()
          .catch(() => undefined),
      ),
    );
  }

  async unroute(glob: string): Promise<void> {
    for (let index = this.contextRoutes.length - 1; index >= 0; index--) {
      if (this.contextRoutes[index]?.glob === glob) this.contextRoutes.splice(index, 1);
    }
  }

  /** Firefox's own override of prefers-color-scheme for web content (0 dark, 1 light, 2 the system's). */
  async setColorScheme(scheme: 'light' | 'dark' | null): Promise<void> {
    const value = scheme === 'dark' ? 0 : scheme === 'light' ? 1 : 2;
    await this.firefox.chromeScope(
      `Services.prefs.setIntPref('layout.css.prefers-color-scheme.content-override', ${value})`,
    );
  }

  /** Playwright gives the Browser of a launched context; this harness has no use for one. */
  browser(): null {
    return null;
  }

  close(): Promise<void> {
    return this.firefox.close();
  }

  /** The open page at `url` (pages the extension opened itself included), or null. */
  async findPage(url: string): Promise<FirefoxPage | null> {
    for (const page of await this.firefox.browser.pages()) {
      const wrapper = this.wrap(page);
      // A page the extension opened reports about:blank to puppeteer: asked where it is.
      const where = await wrapper.locate().catch(() => null);
      if (where === url) return wrapper;
    }
    return null;
  }

  /** The helper extension page, loaded in the first window's tab (never a test's window). */
  helperPage(): Promise<FirefoxPage> {
    this.helper ??= (async () => {
      const [first] = await this.firefox.browser.pages();
      const page = this.wrap(first ?? (await this.firefox.browser.newPage()));
      await page.goto(`moz-extension://${this.firefox.extensionId}/${HELPER_PAGE}`);
      return page;
    })();
    return this.helper;
  }

  /** Playwright's Worker for the event page: evaluates in the helper page, beside it. */
  background() {
    return {
      url: () => `moz-extension://${this.firefox.extensionId}/`,
      evaluate: async <T, A>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T> =>
        (await this.helperPage()).evaluate(fn, arg),
    };
  }

  /** Opens the toolbar popup over the last focused window's active tab and waits for its document. */
  async openToolbarPopup(): Promise<void> {
    const helper = await this.helperPage();
    await helper.evaluate(async () => {
      const { browser } = globalThis as unknown as {
        browser: {
          tabs: { query(q: object): Promise<{ windowId?: number }[]> };
          action: { openPopup(options?: object): Promise<void> };
        };
      };
      const [tab] = await browser.tabs.query({ active: true, lastFocusedWindow: true });
      await browser.action.openPopup(tab?.windowId === undefined ? {} : { windowId: tab.windowId });
    });
    for (let attempt = 0; attempt < 200; attempt++) {
      const ready = await helper.evaluate(() => {
        const { browser } = globalThis as unknown as {
          browser: { extension: { getViews(q: object): Window[] } };
        };
        return browser.extension.getViews({ type: 'popup' })[0]?.document.readyState === 'complete';
      });
      if (ready) return;
      await sleep(50);
    }
    throw new Error('the toolbar popup did not open');
  }
}
