import { t } from '@/lib/i18n/messages';
import type { CachedMenu } from '@/lib/messages/view';
import { TimeAgo } from './Time';

interface MenuMarkersProps {
  cached: CachedMenu | null;
  offline: boolean;
  refreshing: boolean;
}

/** Small facts about where the shown menu came from: saved copy (once saved), stale, offline, refreshing. */
export function MenuMarkers({ cached, offline, refreshing }: MenuMarkersProps) {
  if (!cached && !offline && !refreshing) return null;
  return (
    <ul class="mom-markers" aria-label={t('menu.status')}>
      {cached && !cached.unsaved && cached.texts.fetched && (
        <li class="mom-marker" title={t('menu.savedTitle')}>
          <TimeAgo
            at={cached.fetchedAt}
            texts={cached.texts.fetched}
            say={(ago) => t('menu.savedAgo', { ago })}
          />
        </li>
      )}
      {cached?.stale && (
        <li class="mom-marker mom-marker--stale" title={t('menu.staleTitle')}>
          {t('menu.stale')}
        </li>
      )}
      {offline && <li class="mom-marker mom-marker--offline">{t('menu.offline')}</li>}
      {refreshing && (
        <li class="mom-marker mom-marker--refreshing">
          <span role="status">{t('menu.refreshing')}</span>
        </li>
      )}
    </ul>
  );
}
