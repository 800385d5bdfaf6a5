// The locators of the Firefox harness (firefox-locator.ts), resolved inside the page: CSS that
// pierces open shadow roots, ARIA roles with accessible names, labels and text, as the tests use
// Playwright's. `queryElements` is sent to the page as source, so it is self-contained.

export type TextMatcher =
  | { kind: 'string'; value: string; exact: boolean }
  | { kind: 'regex'; source: string; flags: string };

export type QueryStep =
  | { kind: 'css'; selector: string }
  | { kind: 'role'; role: string; name?: TextMatcher; selected?: boolean; checked?: boolean }
  | { kind: 'label'; text: TextMatcher }
  | { kind: 'text'; text: TextMatcher }
  | { kind: 'nth'; index: number }
  | { kind: 'hasText'; text: TextMatcher }
  | { kind: 'has'; steps: QueryStep[] };

export function textMatcher(text: string | RegExp, exact = false): TextMatcher {
  return typeof text === 'string'
    ? { kind: 'string', value: text, exact }
    : { kind: 'regex', source: text.source, flags: text.flags };
}

/**
 * Runs in the page: the elements `steps` lead to, in document order (shadow roots in place), from
 * `scope` (the document when null). Follows Playwright's rules where the tests rely on them: a
 * string matches a case-insensitive substring of the whitespace-collapsed text unless exact; roles
 * skip elements hidden from assistive technology; text matches the innermost element.
 */
export function queryElements(steps: QueryStep[], scope: Element | null): Element[] {
  const collapse = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const matches = (matcher: TextMatcher, text: string) => {
    const value = collapse(text);
    if (matcher.kind === 'regex') return new RegExp(matcher.source, matcher.flags).test(value);
    const wanted = collapse(matcher.value);
    return matcher.exact ? value === wanted : value.toLowerCase().includes(wanted.toLowerCase());
  };
  const composedParent = (element: Element): Element | null => {
    if (element.parentElement) return element.parentElement;
    const root = element.parentNode;
    return root instanceof ShadowRoot ? root.host : null;
  };
  const childrenOf = (node: ParentNode): Element[] => [
    ...(node instanceof Element && node.shadowRoot ? [...node.shadowRoot.children] : []),
    ...node.children,
  ];
  const descendants = (root: ParentNode): Element[] => {
    const found: Element[] = [];
    const visit = (node: ParentNode) => {
      for (const child of childrenOf(node)) {
        found.push(child);
        visit(child);
      }
    };
    visit(root);
    return found;
  };

  // CSS: a list of descendant chains; an ancestor may sit outside the shadow root of its descendant.
  const splitTopLevel = (selector: string, separator: (char: string) => boolean): string[] => {
    const parts: string[] = [];
    let depth = 0;
    let quote: string | null = null;
    let current = '';
    for (const char of selector) {
      if (quote) {
        if (char === quote) quote = null;
      } else if (char === '"' || char === "'") quote = char;
      else if (char === '[' || char === '(') depth += 1;
      else if (char === ']' || char === ')') depth -= 1;
      else if (depth === 0 && separator(char)) {
        if (current.trim()) parts.push(current.trim());
        current = '';
        continue;
      }
      current += char;
    }
    if (current.trim()) parts.push(current.trim());
    return parts;
  };
  const cssMatches = (element: Element, selector: string): boolean => {
    const chain = splitTopLevel(selector, (char) => /\s/.test(char));
    if (chain.some((part) => /^[>+~]/.test(part) || /[>+~]$/.test(part))) {
      throw new Error(`the Firefox harness's CSS supports descendant combinators only: ${selector}`);
    }
    const last = chain.pop();
    if (!last || !element.matches(last)) return false;
    let at: Element | null = element;
    for (const part of chain.reverse()) {
      at = at ? composedParent(at) : null;
      while (at && !at.matches(part)) at = composedParent(at);
      if (!at) return false;
    }
    return true;
  };
  const byCss = (root: ParentNode, selector: string) => {
    const list = splitTopLevel(selector, (char) => char === ',');
    return descendants(root).filter((element) => list.some((part) => cssMatches(element, part)));
  };

  // Roles and accessible names (the parts of the ARIA rules the extension's pages use).
  const hiddenFromAccessibility = (element: Element): boolean => {
    if (getComputedStyle(element).visibility !== 'visible') return true;
    for (let at: Element | null = element; at; at = composedParent(at)) {
      if (at.getAttribute('aria-hidden') === 'true') return true;
      if (getComputedStyle(at).display === 'none') return true;
    }
    return false;
  };
  const hasAuthorName = (element: Element) =>
    !!element.getAttribute('aria-label')?.trim() || !!element.getAttribute('aria-labelledby')?.trim();
  const INPUT_ROLES: Record<string, string> = {
    button: 'button',
    submit: 'button',
    reset: 'button',
    image: 'button',
    checkbox: 'checkbox',
    radio: 'radio',
    range: 'slider',
    number: 'spinbutton',
    search: 'searchbox',
  };
  const TAG_ROLES: Record<string, string> = {
    button: 'button',
    ul: 'list',
    ol: 'list',
    menu: 'list',
    li: 'listitem',
    nav: 'navigation',
    main: 'main',
    aside: 'complementary',
    article: 'article',
    h1: 'heading',
    h2: 'heading',
    h3: 'heading',
    h4: 'heading',
    h5: 'heading',
    h6: 'heading',
    meter: 'meter',
    progress: 'progressbar',
    textarea: 'textbox',
    dialog: 'dialog',
    table: 'table',
    hr: 'separator',
    fieldset: 'group',
    details: 'group',
    output: 'status',
    p: 'paragraph',
  };
  const roleOf = (element: Element): string | null => {
    const explicit = element.getAttribute('role')?.trim();
    if (explicit) return explicit.split(/\s+/)[0]?.toLowerCase() ?? null;
    const tag = element.localName;
    if (tag === 'input') {
      const type = (element.getAttribute('type') ?? 'text').toLowerCase();
      if (type === 'hidden') return null;
      if (element.hasAttribute('list')) return 'combobox';
      return INPUT_ROLES[type] ?? 'textbox';
    }
    if (tag === 'a' || tag === 'area') return element.hasAttribute('href') ? 'link' : null;
    if (tag === 'select') {
      const select = element as HTMLSelectElement;
      return select.multiple || select.size > 1 ? 'listbox' : 'combobox';
    }
    if (tag === 'img') return element.getAttribute('alt') === '' ? 'presentation' : 'img';
    if (tag === 'section' || tag === 'form')
      return hasAuthorName(element) ? (tag === 'form' ? 'form' : 'region') : null;
    if (tag === 'header' || tag === 'footer') {
      for (let at = composedParent(element); at; at = composedParent(at)) {
        if (['article', 'aside', 'main', 'nav', 'section'].includes(at.localName)) return null;
      }
      return tag === 'header' ? 'banner' : 'contentinfo';
    }
    return TAG_ROLES[tag] ?? null;
  };
  const NAME_FROM_CONTENT = new Set([
    'button',
    'cell',
    'checkbox',
    'columnheader',
    'gridcell',
    'heading',
    'link',
    'menuitem',
    'menuitemcheckbox',
    'menuitemradio',
    'option',
    'radio',
    'row',
    'rowheader',
    'switch',
    'tab',
    'tooltip',
    'treeitem',
  ]);
  const contentText = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (['script', 'style', 'template'].includes(node.localName)) return '';
    if (hiddenFromAccessibility(node)) return '';
    const label = node.getAttribute('aria-label')?.trim();
    if (label) return ` ${label} `;
    if (node.localName === 'img') return ` ${node.getAttribute('alt') ?? ''} `;
    const parts = [...(node.shadowRoot ?? node).childNodes].map(contentText).join('');
    return getComputedStyle(node).display.startsWith('inline') ? parts : ` ${parts} `;
  };
  const labelsOf = (element: Element): string[] => {
    const texts: string[] = [];
    const ids = element.getAttribute('aria-labelledby')?.trim();
    if (ids) {
      const root = element.getRootNode() as Document | ShadowRoot;
      texts.push(
        ids
          .split(/\s+/)
          .map((id) => root.getElementById(id))
          .map((labelling) => (labelling ? contentText(labelling) : ''))
          .join(' '),
      );
    }
    const label = element.getAttribute('aria-label');
    if (label?.trim()) texts.push(label);
    const labels = (element as HTMLInputElement).labels;
    if (labels) for (const each of labels) texts.push(contentText(each));
    return texts;
  };
  const nameOf = (element: Element, role: string): string => {
    const [first] = labelsOf(element);
    if (first !== undefined && collapse(first)) return collapse(first);
    if (element.localName === 'input') {
      const input = element as HTMLInputElement;
      if (['button', 'submit', 'reset'].includes(input.type)) return collapse(input.value);
      if (input.type === 'image') return collapse(input.alt);
      if (input.placeholder) return collapse(input.placeholder);
    }
    if (NAME_FROM_CONTENT.has(role)) return collapse(contentText(element));
    return collapse(element.getAttribute('title'));
  };
  const byRole = (root: ParentNode, step: Extract<QueryStep, { kind: 'role' }>) =>
    descendants(root).filter((element) => {
      const role = roleOf(element);
      if (role !== step.role || hiddenFromAccessibility(element)) return false;
      if (step.selected !== undefined && (element.getAttribute('aria-selected') === 'true') !== step.selected)
        return false;
      if (step.checked !== undefined) {
        const checked =
          (element as HTMLInputElement).checked ?? element.getAttribute('aria-checked') === 'true';
        if (checked !== step.checked) return false;
      }
      return !step.name || matches(step.name, nameOf(element, role));
    });
  const byLabel = (root: ParentNode, text: TextMatcher) =>
    descendants(root).filter((element) => labelsOf(element).some((label) => matches(text, label)));

  // Text: the innermost elements whose text matches.
  const textOf = (element: Element): string =>
    element.shadowRoot
      ? [...element.shadowRoot.childNodes].map((node) => node.textContent ?? '').join('')
      : (element.textContent ?? '');
  const IGNORED = new Set(['script', 'style', 'template', 'head', 'title', 'noscript']);
  const byText = (root: ParentNode, text: TextMatcher) =>
    descendants(root).filter(
      (element) =>
        !IGNORED.has(element.localName) &&
        matches(text, textOf(element)) &&
        !childrenOf(element).some((child) => !IGNORED.has(child.localName) && matches(text, textOf(child))),
    );

  const run = (list: QueryStep[], start: ParentNode[]): Element[] => {
    let current: ParentNode[] = start;
    for (const step of list) {
      if (step.kind === 'nth') {
        const at = step.index < 0 ? current.length + step.index : step.index;
        current = current[at] ? [current[at] as Element] : [];
        continue;
      }
      if (step.kind === 'hasText') {
        current = current.filter((node) => node instanceof Element && matches(step.text, textOf(node)));
        continue;
      }
      if (step.kind === 'has') {
        current = current.filter((node) => run(step.steps, [node]).length > 0);
        continue;
      }
      const found = new Set<Element>();
      for (const root of current) {
        const hits =
          step.kind === 'css'
            ? byCss(root, step.selector)
            : step.kind === 'role'
              ? byRole(root, step)
              : step.kind === 'label'
                ? byLabel(root, step.text)
                : byText(root, step.text);
        for (const hit of hits) found.add(hit);
      }
      current = [...found];
    }
    return current.filter((node): node is Element => node instanceof Element);
  };
  return run(steps, [scope ?? document]);
}
