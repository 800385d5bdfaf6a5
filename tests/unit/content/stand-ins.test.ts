// @vitest-environment happy-dom
import { createIsolatedElement as realCreateIsolatedElement } from '@webext-core/isolated-element';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createIsolatedElement,
  type IsolatedElement,
  type IsolatedElementOptions,
} from '@/lib/content/stand-ins/isolated-element';
import * as standInMount from '@/lib/content/stand-ins/ui-mount';

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

// Not among WXT's exports (nor typed): the module createShadowRootUi imports relatively, which the
// stand-in replaces.
const WXT_MOUNT = '../../../node_modules/wxt/dist/utils/content-script-ui/shared.mjs';
const wxtMount = (await import(/* @vite-ignore */ WXT_MOUNT)) as typeof standInMount;

describe('ui-mount stand-in', () => {
  const MOUNTS: Array<[string, typeof standInMount]> = [
    ['WXT', wxtMount],
    ['stand-in', standInMount],
  ];

  /** Mounts a <ui> with `options` on a fixed page, returns the page's HTML. */
  function mounted(mount: typeof standInMount, options: standInMount.ContentScriptUiOptions): string {
    document.body.innerHTML = '<main><p id="a">a</p><p id="b">b</p></main>';
    const ui = document.createElement('ui');
    const inner = document.createElement('div');
    ui.append(inner);
    mount.mountUi(ui, options);
    mount.applyPosition(ui, inner, options);
    return document.body.innerHTML;
  }

  const CASES: standInMount.ContentScriptUiOptions[] = [
    { position: 'inline' },
    { position: 'inline', anchor: 'body', append: 'last' },
    { position: 'inline', anchor: '#a', append: 'first' },
    { position: 'inline', anchor: '#a', append: 'after' },
    { position: 'inline', anchor: '#b', append: 'before' },
    { position: 'inline', anchor: '#b', append: 'replace' },
    {
      position: 'inline',
      anchor: () => document.querySelector('#a'),
      append: (anchor, ui) => anchor.append(ui),
    },
    { position: 'overlay', anchor: '#a', alignment: 'bottom-right', zIndex: 7 },
    { position: 'overlay', anchor: '#a' },
    { position: 'modal', anchor: '#b', zIndex: 0 },
  ];

  it.each(CASES)('places and positions the UI as WXT does: %o', (options) => {
    const [[, wxt], [, ours]] = MOUNTS as [[string, typeof standInMount], [string, typeof standInMount]];
    expect(mounted(ours, options)).toBe(mounted(wxt, options));
  });

  it.each(['#missing', () => null])('throws as WXT does when the anchor is missing (%s)', (anchor) => {
    for (const [, mount] of MOUNTS) {
      expect(() => mounted(mount, { anchor })).toThrow(/could not find anchor element/);
    }
  });

  it('mounts and removes through the functions it is given; autoMount says it is not available', () => {
    const calls: string[] = [];
    const ui = standInMount.createMountFunctions({
      mount: () => calls.push('mount'),
      remove: () => calls.push('remove'),
    });
    ui.mount();
    ui.remove();
    expect(calls).toEqual(['mount', 'remove']);
    expect(() => ui.autoMount()).toThrow(/autoMount\(\) is not available/);
  });
});
