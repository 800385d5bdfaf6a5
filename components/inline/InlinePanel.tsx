import { MenuPanel } from '@/components/menu/MenuPanel';
import type { MenuPanelActions } from '@/components/menu/panel-props';
import type { MenuView } from '@/lib/messages/view';

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
