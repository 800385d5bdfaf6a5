// Stands in for @webext-core/isolated-element in the content-script build only (see wxt.config.ts).
// createShadowRootUi builds its shadow root with it. This builds the same DOM with the same event
// isolation for what createShadowRootUi passes us (a custom-element name, inline CSS); the contract
// test in tests/unit/content/stand-ins.test.ts runs both side by side. It does not take built-in
// element names (div, span…) or CSS by URL. What it leaves out (a generator-based async helper, a
// full-Unicode name pattern, long error text) is about 0.5 kB gzip on every Maps page.

export interface IsolatedElementOptions {
  name: string;
  mode?: ShadowRootMode;
  css?: { textContent: string };
  /** true: keydown, keyup and keypress; or the event types to keep inside. */
  isolateEvents?: boolean | string[];
}

export interface IsolatedElement {
  parentElement: HTMLElement;
  shadow: ShadowRoot;
  /** The shadow root's body, where the UI goes. */
  isolatedElement: HTMLElement;
}

// ASCII-only: a subset of valid custom-element names, so an invalid one never gets through.
const CUSTOM_ELEMENT_NAME = /^[a-z][a-z0-9._]*-[a-z0-9._-]*$/;

export async function createIsolatedElement({
  name,
  mode = 'closed',
  css,
  isolateEvents = false,
}: IsolatedElementOptions): Promise<IsolatedElement> {
  if (!CUSTOM_ELEMENT_NAME.test(name)) throw new Error(`"${name}" is not a custom-element name`);
  const parentElement = document.createElement(name);
  const shadow = parentElement.attachShadow({ mode });
  const html = document.createElement('html');
  const head = document.createElement('head');
  const body = document.createElement('body');
  if (css) {
    const style = document.createElement('style');
    style.textContent = css.textContent;
    head.append(style);
  }
  html.append(head, body);
  shadow.append(html);
  const isolated = isolateEvents === true ? ['keydown', 'keyup', 'keypress'] : isolateEvents || [];
  for (const type of isolated) body.addEventListener(type, (event) => event.stopPropagation());
  return { parentElement, shadow, isolatedElement: body };
}
