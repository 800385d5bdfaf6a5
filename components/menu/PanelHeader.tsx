import { gradeInfo } from '@/lib/format/menu-text';
import type { CachedMenu } from '@/lib/messages/view';
import { MenuMarkers } from './MenuMarkers';
import { StatusBadge } from './StatusBadge';

interface PanelHeaderProps {
  headingId: string;
  name: string;
  cached: CachedMenu | null;
  compact: boolean;
  offline: boolean;
  refreshing: boolean;
  now: number;
}

/** Restaurant name, grade badge with its explanation, and the provenance markers. */
export function PanelHeader({
  headingId,
  name,
  cached,
  compact,
  offline,
  refreshing,
  now,
}: PanelHeaderProps) {
  const menu = cached?.menu;
  return (
    <header class="mom-header">
      <div class="mom-title-row">
        <h2 id={headingId} class="mom-title" tabIndex={-1}>
          {name}
        </h2>
        {menu && <StatusBadge status={menu.status} rawStatus={menu.rawStatus} />}
      </div>
      {menu && (
        <p class={compact ? 'mom-sr-only' : 'mom-grade-note'}>
          {gradeInfo(menu.status, menu.rawStatus).description}
        </p>
      )}
      <MenuMarkers cached={cached} offline={offline} refreshing={refreshing} now={now} />
    </header>
  );
}
