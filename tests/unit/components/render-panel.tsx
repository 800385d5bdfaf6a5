import '@testing-library/jest-dom/vitest';
import { cleanup, render } from '@testing-library/preact';
import { afterEach } from 'vitest';
import { MenuPanel } from '@/components/menu/MenuPanel';
import type { MenuPanelProps } from '@/components/menu/panel-props';
import { panelWords } from '@/lib/format/outcome-wording';
import type { MenuView } from '@/lib/messages/view';
import { makeActions, NOW } from '@/tests/fixtures/menu-views';

// Vitest runs without globals here, so testing-library cannot register its own cleanup.
afterEach(() => cleanup());

/** The panel with its view's words, as its hosts give them (worded at `now`). */
export function WordedPanel({ view, now, ...rest }: Omit<MenuPanelProps, 'words'> & { now: number }) {
  return <MenuPanel view={view} words={panelWords(view, now)} {...rest} />;
}

interface RenderPanelOptions {
  compact?: boolean;
  now?: number;
  actions?: ReturnType<typeof makeActions>;
}

export function renderPanel(view: MenuView, options: RenderPanelOptions = {}) {
  const actions = options.actions ?? makeActions();
  const result = render(
    <WordedPanel view={view} compact={options.compact} now={options.now ?? NOW} actions={actions} />,
  );
  return { ...result, actions };
}

/** Names of the dishes currently listed, in order. */
export function dishNames(container: Element): string[] {
  return [...container.querySelectorAll('.mom-dish-name')].map((node) => node.textContent ?? '');
}
