// @vitest-environment happy-dom
import { createIsolatedElement as realCreateIsolatedElement } from '@webext-core/isolated-element';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createIsolatedElement,
  type IsolatedElement,
  type IsolatedElementOptions,
} from '../../../lib/content/stand-ins/isolated-element';
import { waitElement } from '../../../lib/content/stand-ins/wait-element';

// The content-script build swaps these packages for the stand-ins (wxt.config.ts). This is the
// contract: for what createShadowRootUi passes, the stand-in builds what the package builds.

const PANEL = 'menu-on-maps-panel';
type Create = (options: IsolatedElementOptions) => Promise<IsolatedElement>;
const IMPLEMENTATIONS: Array<[string, Create]> = [
  ['package', realCreateIsolatedElement as Create],
  ['stand-in', createIsolatedElement],
];

afterEach(() => document.body.replaceChildren());

/** Which event types, fired inside the UI, still reach the page. */
async function escapingEvents(create: Create, isolateEvents: IsolatedElementOptions['isolateEvents']) {
  const { parentElement, isolatedElement } = await create({ name: PANEL, mode: 'open', isolateEvents });
  document.body.append(parentElement);
  const input = document.createElement('input');
  isolatedElement.append(input);
  const escaped: string[] = [];
  const listening = new AbortController();
  const types = ['keydown', 'keyup', 'keypress', 'click', 'input'];
  for (const type of types) {
    document.addEventListener(type, () => escaped.push(type), { signal: listening.signal });
  }
  for (const type of types) input.dispatchEvent(new Event(type, { bubbles: true, composed: true }));
  listening.abort();
  return escaped;
}

describe('isolated-element stand-in', () => {
  it('builds the same shadow DOM as the package', async () => {
    const options = { name: PANEL, mode: 'open', css: { textContent: ':host{color:red}' } } as const;
    const real = await realCreateIsolatedElement(options);
    const ours = await createIsolatedElement(options);
    expect(ours.parentElement.localName).toBe(real.parentElement.localName);
    expect(ours.shadow.mode).toBe('open');
    expect(ours.shadow.innerHTML).toBe(real.shadow.innerHTML);
    expect(ours.shadow.innerHTML).toBe(
      '<html><head><style>:host{color:red}</style></head><body></body></html>',
    );
    expect(ours.isolatedElement).toBe(ours.shadow.querySelector('body'));
  });

  it.each(IMPLEMENTATIONS)('%s: closed when no mode is given', async (_name, create) => {
    const { parentElement } = await create({ name: PANEL });
    expect(parentElement.shadowRoot).toBeNull();
  });

  it.each([
    ['true: keyboard events stay inside', true],
    ['a list: those events stay inside', ['click']],
    ['false: everything reaches the page', false],
    ['absent: everything reaches the page', undefined],
  ] as const)('isolateEvents %s, as the package does', async (_label, isolateEvents) => {
    const isolate = isolateEvents as IsolatedElementOptions['isolateEvents'];
    const real = await escapingEvents(realCreateIsolatedElement as Create, isolate);
    document.body.replaceChildren();
    const ours = await escapingEvents(createIsolatedElement, isolate);
    expect(ours).toEqual(real);
    if (isolateEvents === true) expect(ours).toEqual(['click', 'input']);
  });

  it('refuses every name the package refuses, and takes ours', async () => {
    for (const name of ['menu', 'Menu-Panel', '1-panel', 'menu panel-x', '-panel', '']) {
      await expect(realCreateIsolatedElement({ name })).rejects.toThrow();
      await expect(createIsolatedElement({ name })).rejects.toThrow();
    }
    for (const name of [PANEL, 'a-b', 'x-1.2_3']) {
      await expect(realCreateIsolatedElement({ name })).resolves.toBeTruthy();
      await expect(createIsolatedElement({ name })).resolves.toBeTruthy();
    }
  });
});

describe('wait-element stand-in', () => {
  it('says autoMount is not available instead of waiting forever', async () => {
    await expect(waitElement()).rejects.toThrow(/autoMount\(\) is not available/);
  });
});
