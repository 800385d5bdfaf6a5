import type { MenuView } from '../../lib/messages/view';
import { MenuPanel } from '../MenuPanel';
import type { MenuPanelActions } from '../types';

export interface InlinePanelProps {
  view: MenuView;
  collapsed: boolean;
  now: number;
  actions: MenuPanelActions & { onToggleCollapsed(): void };
}

/** The floating panel on Maps pages: a title bar that collapses it, and the menu below. */
export function InlinePanel({ view, collapsed, now, actions }: InlinePanelProps) {
  const label = collapsed ? 'Show menu panel' : 'Hide menu panel';
  return (
    <aside class={collapsed ? 'mom-inline mom-inline--collapsed' : 'mom-inline'} aria-label="Menu on Maps">
      <div class="mom-inline-bar">
        {/* Drawn, not an emoji: systems without a colour emoji font show a box for 🍽. */}
        <svg class="mom-inline-brand" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M3 1v5q0 1.6 1.5 2V15h1V8Q7 7.6 7 6V1H6v4h-.5V1h-1v4H4V1zm8.5 0Q9 1 9 5.5q0 2.4 1.5 3V15h1z" />
        </svg>
        <span class="mom-inline-title">Menu on Maps</span>
        <button
          type="button"
          class="mom-inline-toggle"
          aria-expanded={!collapsed}
          aria-label={label}
          title={label}
          onClick={actions.onToggleCollapsed}
        >
          {collapsed ? '▸' : '▾'}
        </button>
      </div>
      {!collapsed && (
        <div class="mom-inline-body">
          <MenuPanel view={view} now={now} actions={actions} />
        </div>
      )}
    </aside>
  );
}
