import type { CachedMenu } from '@/lib/messages/view';
import { MenuMarkers } from './MenuMarkers';
import { TrustLine } from './TrustLine';

interface PanelHeaderProps {
  headingId: string;
  name: string;
  cached: CachedMenu | null;
  offline: boolean;
  refreshing: boolean;
}

/** Restaurant name, how far its menu can be trusted, then (quieter) where this copy came from. */
export function PanelHeader({ headingId, name, cached, offline, refreshing }: PanelHeaderProps) {
  return (
    <header class="mom-header">
      <h2 id={headingId} class="mom-title" tabIndex={-1}>
        {name}
      </h2>
      {cached && <TrustLine menu={cached.menu} verified={cached.texts.verified} />}
      <MenuMarkers cached={cached} offline={offline} refreshing={refreshing} />
    </header>
  );
}
