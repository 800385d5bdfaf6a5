import { isValidInstant } from '@/lib/format/time-text';
import type { CachedMenu } from '@/lib/messages/view';
import { TimeAgo } from './Time';

interface MenuMarkersProps {
  cached: CachedMenu | null;
  offline: boolean;
  refreshing: boolean;
  now: number;
}

/** Small facts about where the shown menu came from: saved copy (once saved), stale, offline, refreshing. */
export function MenuMarkers({ cached, offline, refreshing, now }: MenuMarkersProps) {
  if (!cached && !offline && !refreshing) return null;
  return (
    <ul class="mom-markers" aria-label="Menu status">
      {cached && !cached.unsaved && isValidInstant(cached.fetchedAt) && (
        <li class="mom-marker" title="Saved on this device; shown even when offline">
          Saved <TimeAgo at={cached.fetchedAt} now={now} />
        </li>
      )}
      {cached?.stale && (
        <li class="mom-marker mom-marker--stale" title="Older than your freshness setting">
          Stale
        </li>
      )}
      {offline && <li class="mom-marker mom-marker--offline">Offline</li>}
      {refreshing && (
        <li class="mom-marker mom-marker--refreshing">
          <span role="status">Refreshing…</span>
        </li>
      )}
    </ul>
  );
}
