import type { Dialog, HTTPRequest, Page as PuppeteerPage } from 'puppeteer-core';
import { FirefoxLocator, type LocatorHost, puppeteerKey, type RoleOptions } from './firefox-locator.ts';

// Playwright's Page, as far as the end-to-end tests use it, over puppeteer-core in Firefox: the
// same scenario files drive either browser (testing/stack.ts picks one).

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const WAIT_TIMEOUT_MS = 30_000;

/** Playwright's glob: `**` any characters, `*` any but `/`. */
export function globToRegExp(glob: string): RegExp {
  const pattern = glob
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((piece) => piece.replace(/[.+^${}()|[\]\\?]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${pattern}$`);
}

/** Playwright's Route, for the requests a test answers itself. */
export class FirefoxRoute {
  constructor(private readonly intercepted: HTTPRequest) {}

  request() {
    return { url: () => this.intercepted.url(), method: () => this.intercepted.method() };
  }

  fulfill(response: {
    status?: number;
    contentType?: string;
    body?: string;
    headers?: Record<string, string>;
  }) {
    return this.intercepted.respond({
      status: response.status ?? 200,
      contentType: response.contentType,
      headers: response.headers,
      body: response.body ?? '',
    });
  }

  continue() {
    return this.intercepted.continue();
  }

  abort() {
    return this.intercepted.abort();
  }
}

export type RouteHandler = (route: FirefoxRoute) => unknown;
export interface RouteEntry {
  glob: string;
  pattern: RegExp;
  handler: RouteHandler;
}

/** What a page needs from the context it belongs to. */
export interface PageOwner {
  /** The context's routes (context.route), asked after the page's own. */
  routes(): readonly RouteEntry[];
  /** prefers-color-scheme for every page (Firefox has it as a pref, not per page). */
  setColorScheme(scheme: 'light' | 'dark' | null): Promise<void>;
  /** Navigates a browsing context without waiting: Firefox never reports an extension page loaded. */
  navigateWithoutWaiting(contextId: string, url: string): Promise<void>;
  reloadWithoutWaiting(contextId: string): Promise<void>;
}

export class FirefoxPage implements LocatorHost {
  private readonly ownRoutes: RouteEntry[] = [];
  private intercepting = false;
  private viewport = { width: 1280, height: 800 };
  /** Where an extension page is: puppeteer keeps reporting about:blank for them. */
  private extensionHref: string | null = null;
  readonly keyboard: { press(key: string): Promise<void>; type(text: string): Promise<void> };
  /** A trusted click (or press, move and release: a drag) at points of the viewport, as a person's. */
  readonly mouse: {
    click(x: number, y: number): Promise<void>;
    move(x: number, y: number, options?: { steps?: number }): Promise<void>;
    down(): Promise<void>;
    up(): Promise<void>;
  };

  constructor(
    readonly puppeteer: PuppeteerPage,
    private readonly owner: PageOwner,
    private readonly contextOf: () => unknown,
  ) {
    this.keyboard = {
      press: (key) => puppeteer.keyboard.press(puppeteerKey(key)),
      type: (text) => puppeteer.keyboard.type(text),
    };
    this.mouse = {
      click: (x, y) => puppeteer.mouse.click(x, y),
      move: (x, y, options) => puppeteer.mouse.move(x, y, options),
      down: () => puppeteer.mouse.down(),
      up: () => puppeteer.mouse.up(),
    };
  }

  context() {
    return this.contextOf();
  }

  url(): string {
    const reported = this.puppeteer.url();
    return reported === 'about:blank' && this.extensionHref ? this.extensionHref : reported;
  }

  /** Reads where the page really is (extension pages opened by the extension itself). */
  async locate(): Promise<string> {
    const href = await this.puppeteer.evaluate(() => location.href);
    this.extensionHref = href.startsWith('moz-extension:') ? href : null;
    return this.url();
  }

  isClosed(): boolean {
    return this.puppeteer.isClosed();
  }

  private get contextId(): string {
    return (this.puppeteer.mainFrame() as unknown as { _id: string })._id;
  }

  /**
   * Extension pages: navigated without waiting for a load event Firefox never reports for them,
   * then waited for until their document has loaded.
   */
  async goto(url: string): Promise<unknown> {
    if (!url.startsWith('moz-extension:')) {
      this.extensionHref = null;
      return this.puppeteer.goto(url);
    }
    await this.owner.navigateWithoutWaiting(this.contextId, url);
    await this.puppeteer.waitForFunction(
      (expected) => location.href === expected && document.readyState === 'complete',
      { polling: 50, timeout: WAIT_TIMEOUT_MS },
      url,
    );
    this.extensionHref = url;
    return null;
  }

  async reload(): Promise<unknown> {
    if (!(await this.locate()).startsWith('moz-extension:')) return this.puppeteer.reload();
    await this.puppeteer.evaluate(() => {
      (window as { __momBeforeReload?: boolean }).__momBeforeReload = true;
    });
    await this.owner.reloadWithoutWaiting(this.contextId);
    await this.puppeteer.waitForFunction(
      () =>
        !(window as { __momBeforeReload?: boolean }).__momBeforeReload && document.readyState === 'complete',
      { polling: 50, timeout: WAIT_TIMEOUT_MS },
    );
    return null;
  }

  goBack(): Promise<unknown> {
    return this.puppeteer.goBack();
  }

  bringToFront(): Promise<void> {
    return this.puppeteer.bringToFront();
  }

  close(): Promise<void> {
    return this.puppeteer.isClosed() ? Promise.resolve() : this.puppeteer.close();
  }

  evaluate<T, A>(fn: string | ((arg: A) => T | Promise<T>), arg?: A): Promise<T> {
    if (typeof fn === 'string') return this.puppeteer.evaluate(fn) as Promise<T>;
    return this.puppeteer.evaluate(fn as (arg: unknown) => T, arg) as Promise<T>;
  }

  async waitForFunction<A>(
    fn: (arg: A) => unknown,
    arg?: A,
    options: { timeout?: number } = {},
  ): Promise<void> {
    await this.puppeteer.waitForFunction(
      fn as (arg: unknown) => unknown,
      { polling: 50, timeout: options.timeout ?? WAIT_TIMEOUT_MS },
      arg,
    );
  }

  waitForTimeout(ms: number): Promise<void> {
    return sleep(ms).then(() => undefined);
  }

  async setViewportSize(size: { width: number; height: number }): Promise<void> {
    this.viewport = size;
    await this.puppeteer.setViewport(size);
  }

  viewportSize(): { width: number; height: number } {
    return this.viewport;
  }

  /** Only the colour scheme, and for the whole browser (see PageOwner). */
  async emulateMedia(options: { colorScheme?: 'light' | 'dark' | null }): Promise<void> {
    if (options.colorScheme !== undefined) await this.owner.setColorScheme(options.colorScheme);
  }

  async addScriptTag(options: { path: string }): Promise<void> {
    await this.puppeteer.addScriptTag({ path: options.path });
  }

  on(event: 'dialog', handler: (dialog: Dialog) => void): this {
    this.puppeteer.on(event, handler);
    return this;
  }

  locator(selector: string, options: { hasText?: string | RegExp } = {}): FirefoxLocator {
    return new FirefoxLocator(this, []).locator(selector, options);
  }

  getByRole(role: string, options: RoleOptions = {}): FirefoxLocator {
    return new FirefoxLocator(this, []).getByRole(role, options);
  }

  getByLabel(text: string | RegExp, options: { exact?: boolean } = {}): FirefoxLocator {
    return new FirefoxLocator(this, []).getByLabel(text, options);
  }

  getByText(text: string | RegExp, options: { exact?: boolean } = {}): FirefoxLocator {
    return new FirefoxLocator(this, []).getByText(text, options);
  }

  async route(glob: string, handler: RouteHandler): Promise<void> {
    this.ownRoutes.push({ glob, pattern: globToRegExp(glob), handler });
    await this.intercept();
  }

  async unroute(glob: string): Promise<void> {
    for (let index = this.ownRoutes.length - 1; index >= 0; index--) {
      if (this.ownRoutes[index]?.glob === glob) this.ownRoutes.splice(index, 1);
    }
  }

  /** Turns request interception on (once): every request then passes the page's and context's routes. */
  async intercept(): Promise<void> {
    if (this.intercepting) return;
    this.intercepting = true;
    await this.puppeteer.setRequestInterception(true);
    this.puppeteer.on('request', (request) => {
      const url = request.url();
      const entry = [...this.ownRoutes, ...this.owner.routes()].find((route) => route.pattern.test(url));
      void Promise.resolve(entry ? entry.handler(new FirefoxRoute(request)) : request.continue()).catch(
        () => undefined,
      );
    });
  }
}
