// Stands in for WXT's content-script-ui/shared.mjs in the content-script build only (see
// wxt.config.ts). createShadowRootUi mounts its UI with it. Positioning and mounting are WXT's code
// as it is; what it leaves out is `ui.autoMount()`, which this extension never calls: it brings
// @1natsu/wait-element, defu and many-keys-map, about 1.4 kB gzip on every Maps page. If autoMount
// is ever needed, drop this stand-in rather than working around the error.
// The contract test is tests/unit/content/stand-ins.test.ts.

export interface ContentScriptUiOptions {
  position?: 'inline' | 'overlay' | 'modal';
  zIndex?: number;
  alignment?: string;
  anchor?: string | Element | null | (() => string | Element | null | undefined);
  append?: 'last' | 'first' | 'replace' | 'after' | 'before' | ((anchor: Element, ui: Element) => void);
}

export function applyPosition(
  root: HTMLElement,
  positionedElement: HTMLElement | null | undefined,
  options: ContentScriptUiOptions,
): void {
  if (options.position === 'inline') return;
  if (options.zIndex != null) root.style.zIndex = String(options.zIndex);
  Object.assign(root.style, {
    overflow: 'visible',
    position: 'relative',
    width: '0',
    height: '0',
    display: 'block',
  });
  if (!positionedElement) return;
  const { style } = positionedElement;
  if (options.position === 'overlay') {
    style.position = 'absolute';
    if (options.alignment?.startsWith('bottom-')) style.bottom = '0';
    else style.top = '0';
    if (options.alignment?.endsWith('-right')) style.right = '0';
    else style.left = '0';
  } else {
    Object.assign(style, { position: 'fixed', top: '0', bottom: '0', left: '0', right: '0' });
  }
}

function getAnchor(options: ContentScriptUiOptions): Element | undefined {
  if (options.anchor == null) return document.body;
  const resolved = typeof options.anchor === 'function' ? options.anchor() : options.anchor;
  if (typeof resolved !== 'string') return resolved ?? undefined;
  if (!resolved.startsWith('/')) return document.querySelector(resolved) ?? undefined;
  const found = document.evaluate(resolved, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null);
  return (found.singleNodeValue as Element | null) ?? undefined;
}

export function mountUi(root: Element, options: ContentScriptUiOptions): void {
  const anchor = getAnchor(options);
  if (anchor == null) throw Error('Failed to mount content script UI: could not find anchor element');
  switch (options.append) {
    case undefined:
    case 'last':
      anchor.append(root);
      break;
    case 'first':
      anchor.prepend(root);
      break;
    case 'replace':
      anchor.replaceWith(root);
      break;
    case 'after':
      anchor.parentElement?.insertBefore(root, anchor.nextElementSibling);
      break;
    case 'before':
      anchor.parentElement?.insertBefore(root, anchor);
      break;
    default:
      options.append(anchor, root);
  }
}

export function createMountFunctions(baseFunctions: { mount(): void; remove(): void }, _options?: unknown) {
  return {
    mount: () => baseFunctions.mount(),
    remove: () => baseFunctions.remove(),
    autoMount: (): never => {
      throw new Error('ui.autoMount() is not available: the content script build omits it');
    },
  };
}
