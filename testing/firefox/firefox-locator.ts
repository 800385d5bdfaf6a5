import type { ElementHandle, Page as PuppeteerPage } from 'puppeteer-core';
import { type QueryStep, queryElements, textMatcher } from './dom-query.ts';

type PuppeteerKey = Parameters<PuppeteerPage['keyboard']['press']>[0];

/** Playwright's key names where puppeteer's differ. */
export function puppeteerKey(key: string): PuppeteerKey {
  return (key === 'Space' ? ' ' : key) as PuppeteerKey;
}

// Playwright's Locator, as far as the end-to-end tests use it, over puppeteer-core in Firefox:
// a chain of query steps resolved in the page at each use (dom-query.ts). Actions wait for exactly
// one visible element, as Playwright's do, and fail on several (strictness).

const ACTION_TIMEOUT_MS = 30_000;
const POLL_MS = 50;

export interface RoleOptions {
  name?: string | RegExp;
  exact?: boolean;
  selected?: boolean;
  checked?: boolean;
}

/** The page a locator belongs to: its puppeteer page, and a way to wrap the locators it makes. */
export interface LocatorHost {
  readonly puppeteer: PuppeteerPage;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `action(elements, arg)` in the page on the elements `steps` resolve to. The function is
 * built here from the engine's source and the action's, not in the page, whose CSP forbids eval.
 */
function inPage<T>(
  page: PuppeteerPage,
  steps: QueryStep[],
  action: ((elements: Element[], arg: unknown) => T) | string,
  arg?: unknown,
): Promise<Awaited<T>> {
  const run = new Function(
    'steps',
    'arg',
    // __name: esbuild's keepNames helper (tsx), absent from the page.
    `const __name = (f) => f; const elements = (${queryElements.toString()})(steps, null); return (${action.toString()})(elements, arg);`,
  ) as (steps: QueryStep[], arg: unknown) => T;
  return page.evaluate(run, steps, arg) as Promise<Awaited<T>>;
}

export function roleStep(role: string, options: RoleOptions = {}): QueryStep {
  return {
    kind: 'role',
    role,
    name: options.name === undefined ? undefined : textMatcher(options.name, options.exact),
    selected: options.selected,
    checked: options.checked,
  };
}

interface HitTarget {
  /** Whether the click's first event reached the element; null before it came. */
  hit: boolean | null;
  stop: AbortController;
}
type Armed = Element & { momHitTarget?: HitTarget };

/** Blocks, in capture, a trusted click sequence whose first event reaches another element. */
function armHitTarget(element: Element): void {
  const state: HitTarget = { hit: null, stop: new AbortController() };
  (element as Armed).momHitTarget = state;
  const view = element.ownerDocument.defaultView ?? window;
  for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
    view.addEventListener(
      type,
      (event) => {
        if (!event.isTrusted) return;
        // composedPath: the element may sit in an open shadow root.
        state.hit ??= event.composedPath().includes(element);
        if (state.hit) return;
        event.stopImmediatePropagation();
        event.preventDefault();
      },
      { capture: true, signal: state.stop.signal },
    );
  }
}

function hitTarget(element: Element): boolean | null {
  return (element as Armed).momHitTarget?.hit ?? null;
}

function disarmHitTarget(element: Element): void {
  (element as Armed).momHitTarget?.stop.abort();
  delete (element as Armed).momHitTarget;
}

/** Whether the click just sent reached the element (null: no event came within a second). */
async function landed(handle: ElementHandle): Promise<boolean | null> {
  let hit: boolean | null = null;
  for (let waited = 0; hit === null && waited < 1_000; waited += POLL_MS) {
    hit = await handle.evaluate(hitTarget);
    if (hit === null) await sleep(POLL_MS);
  }
  await handle.evaluate(disarmHitTarget);
  return hit;
}

export class FirefoxLocator {
  constructor(
    private readonly host: LocatorHost,
    readonly steps: QueryStep[],
  ) {}

  private with(...steps: QueryStep[]): FirefoxLocator {
    return new FirefoxLocator(this.host, [...this.steps, ...steps]);
  }

  locator(selector: string, options: { hasText?: string | RegExp } = {}): FirefoxLocator {
    const hasText: QueryStep[] = options.hasText
      ? [{ kind: 'hasText', text: textMatcher(options.hasText) }]
      : [];
    return this.with({ kind: 'css', selector }, ...hasText);
  }

  getByRole(role: string, options: RoleOptions = {}): FirefoxLocator {
    return this.with(roleStep(role, options));
  }

  getByLabel(text: string | RegExp, options: { exact?: boolean } = {}): FirefoxLocator {
    return this.with({ kind: 'label', text: textMatcher(text, options.exact) });
  }

  getByText(text: string | RegExp, options: { exact?: boolean } = {}): FirefoxLocator {
    return this.with({ kind: 'text', text: textMatcher(text, options.exact) });
  }

  filter(options: { has?: FirefoxLocator; hasText?: string | RegExp }): FirefoxLocator {
    const steps: QueryStep[] = [];
    if (options.hasText !== undefined) steps.push({ kind: 'hasText', text: textMatcher(options.hasText) });
    // Playwright resolves the inner locator from each candidate: its own steps, scoped there.
    if (options.has) steps.push({ kind: 'has', steps: options.has.steps });
    return this.with(...steps);
  }

  first(): FirefoxLocator {
    return this.nth(0);
  }

  last(): FirefoxLocator {
    return this.nth(-1);
  }

  nth(index: number): FirefoxLocator {
    return this.with({ kind: 'nth', index });
  }

  count(): Promise<number> {
    return inPage(this.host.puppeteer, this.steps, (elements) => elements.length);
  }

  allTextContents(): Promise<string[]> {
    return inPage(this.host.puppeteer, this.steps, (elements) =>
      elements.map((element) => element.textContent ?? ''),
    );
  }

  /** Visible: a box of some size, and not visibility:hidden (Playwright's definition). */
  isVisible(): Promise<boolean> {
    return this.evaluateStrict(
      (element) => {
        if (!element) return false;
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible';
      },
      { wait: false },
    );
  }

  async waitFor(options: { state?: 'attached' | 'detached' | 'visible' | 'hidden'; timeout?: number } = {}) {
    const state = options.state ?? 'visible';
    const deadline = Date.now() + (options.timeout ?? ACTION_TIMEOUT_MS);
    for (;;) {
      const seen = await inPage(this.host.puppeteer, this.steps, (elements) => ({
        count: elements.length,
        visible: elements.some((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible';
        }),
      }));
      const reached =
        state === 'attached'
          ? seen.count > 0
          : state === 'detached'
            ? seen.count === 0
            : state === 'visible'
              ? seen.visible
              : !seen.visible;
      if (reached) return;
      if (Date.now() > deadline) throw new Error(`locator.waitFor(${state}) timed out: ${this.describe()}`);
      await sleep(POLL_MS);
    }
  }

  textContent(): Promise<string | null> {
    return this.evaluateStrict((element) => element?.textContent ?? null);
  }

  innerText(): Promise<string> {
    // biome-ignore lint/performance/useDomNodeTextContent: rendered text is what Playwright's innerText gives
    return this.evaluateStrict((element) => (element as HTMLElement | null)?.innerText ?? '');
  }

  inputValue(): Promise<string> {
    return this.evaluateStrict((element) => (element as HTMLInputElement | null)?.value ?? '');
  }

  getAttribute(name: string): Promise<string | null> {
    return this.evaluateStrict((element, attribute) => element?.getAttribute(attribute as string) ?? null, {
      arg: name,
    });
  }

  isChecked(): Promise<boolean> {
    return this.evaluateStrict(
      (element) =>
        (element as HTMLInputElement | null)?.checked ?? element?.getAttribute('aria-checked') === 'true',
    );
  }

  async boundingBox(): Promise<{ x: number; y: number; width: number; height: number } | null> {
    const handle = await this.handle({ visible: false });
    try {
      return await handle.boundingBox();
    } finally {
      await handle.dispose();
    }
  }

  /**
   * A real click at the element's centre, which Playwright's click checks lands on the element:
   * puppeteer measures the element, then clicks there, and a layout shift in between (a line added
   * above it) gives the click to whatever is there now. The page blocks a click that reaches
   * another element, and it is tried again.
   */
  async click(): Promise<void> {
    const deadline = Date.now() + ACTION_TIMEOUT_MS;
    for (;;) {
      const handle = await this.handle({ visible: true });
      try {
        await handle.evaluate(armHitTarget);
        await handle.click();
        // No answer (the click closed or navigated the page), or no event yet: not tried again, as a
        // second click could land after all.
        const hit = await landed(handle).catch(() => null);
        if (hit !== false) return;
      } finally {
        await handle.dispose();
      }
      if (Date.now() > deadline) throw new Error('click: another element kept taking the click');
      await sleep(POLL_MS);
    }
  }

  async focus(): Promise<void> {
    const handle = await this.handle({ visible: false });
    try {
      await handle.focus();
    } finally {
      await handle.dispose();
    }
  }

  async setChecked(checked: boolean): Promise<void> {
    if ((await this.isChecked()) !== checked) await this.click();
  }

  /** Replaces the value, as Playwright's fill does, with the input events a page listens to. */
  async fill(value: string): Promise<void> {
    const handle = await this.handle({ visible: true });
    try {
      await handle.evaluate((element, text) => {
        const field = element as HTMLInputElement;
        field.focus();
        const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
        Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, text);
        field.dispatchEvent(
          new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText' }),
        );
        field.dispatchEvent(new Event('change', { bubbles: true }));
      }, value);
    } finally {
      await handle.dispose();
    }
  }

  /** Chooses the `<select>`'s option of this value, with the input and change events, as Playwright does. */
  async selectOption(value: string): Promise<string[]> {
    const handle = await this.handle({ visible: true });
    try {
      return await (handle as unknown as { select(...values: string[]): Promise<string[]> }).select(value);
    } finally {
      await handle.dispose();
    }
  }

  /** Real key presses, one per character, into the focused element. */
  async pressSequentially(text: string): Promise<void> {
    await this.focus();
    await this.host.puppeteer.keyboard.type(text);
  }

  async press(key: string): Promise<void> {
    await this.focus();
    await this.host.puppeteer.keyboard.press(puppeteerKey(key));
  }

  describe(): string {
    return JSON.stringify(this.steps);
  }

  /** The single element (waiting for one unless `wait` is false), strict about several. */
  private async evaluateStrict<T>(
    read: (element: Element | null, arg: unknown) => T,
    options: { wait?: boolean; arg?: unknown } = {},
  ): Promise<Awaited<T>> {
    const action = `(elements, packed) => {
      if (elements.length > 1) return { several: elements.length };
      if (elements.length === 0 && packed.wait) return { none: true };
      return { value: (${read.toString()})(elements[0] ?? null, packed.arg) };
    }`;
    const deadline = Date.now() + ACTION_TIMEOUT_MS;
    for (;;) {
      const result = (await inPage(this.host.puppeteer, this.steps, action, {
        arg: options.arg,
        wait: options.wait ?? true,
      })) as { several: number } | { none: true } | { value: Awaited<T> };
      if ('several' in result) {
        throw new Error(`strict mode violation: ${result.several} elements for ${this.describe()}`);
      }
      if ('value' in result) return result.value;
      if (Date.now() > deadline) throw new Error(`no element for ${this.describe()}`);
      await sleep(POLL_MS);
    }
  }

  /** A handle on the single element, once there is one (and it is visible and enabled, if asked). */
  private async handle(options: { visible: boolean }): Promise<ElementHandle<Element>> {
    const deadline = Date.now() + ACTION_TIMEOUT_MS;
    for (;;) {
      const counted = await inPage(
        this.host.puppeteer,
        this.steps,
        (elements, visible) => {
          const [element] = elements;
          if (elements.length !== 1 || !element) return elements.length;
          if (!visible) return 1;
          const box = element.getBoundingClientRect();
          const shown = box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible';
          return shown && !(element as HTMLButtonElement).disabled ? 1 : 0;
        },
        options.visible,
      );
      if (counted > 1) throw new Error(`strict mode violation: ${counted} elements for ${this.describe()}`);
      if (counted === 1) {
        const run = new Function(
          'steps',
          `const __name = (f) => f; return (${queryElements.toString()})(steps, null)[0];`,
        ) as (steps: QueryStep[]) => Element;
        const handle = (await this.host.puppeteer.evaluateHandle(run, this.steps)).asElement();
        if (handle) return handle as ElementHandle<Element>;
      }
      if (Date.now() > deadline) throw new Error(`no actionable element for ${this.describe()}`);
      await sleep(POLL_MS);
    }
  }
}
