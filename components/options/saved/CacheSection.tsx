import { useEffect, useId, useState } from 'preact/hooks';
import { TechnicalDetail } from '@/components/menu/PanelMessage';
import { approximateSize } from '@/lib/format/counts';
import { caughtMessage } from '@/lib/format/error-text';
import { storageNoticeText } from '@/lib/format/outcome-wording';
import { t } from '@/lib/i18n/messages';
import type { CacheStats } from '@/lib/messages/protocol';
import type { StorageErrorKind } from '@/lib/messages/view';
import type { OptionsPort } from '@/lib/options/options-port';
import { ClearCache } from './ClearCache';
import { ExportCache } from './ExportCache';
import { ImportFile } from './ImportFile';
import { useStorageRoom } from './use-storage-room';

/** `error`: the caught words, shown under "Technical details" (never inside the sentence). */
type StatsState = { stats: CacheStats } | { error: string } | null;

/**
 * Saved menus: how many, export, import, clear; and whether browser storage is failing (`storageError`,
 * the worker's status) or nearly full.
 */
export function CacheSection({
  port,
  storageError = null,
}: {
  port: OptionsPort;
  storageError?: StorageErrorKind | null;
}) {
  const headingId = useId();
  const [stats, setStats] = useState<StatsState>(null);
  const [reads, setReads] = useState(0);
  const notice = storageNoticeText(storageError, useStorageRoom(port, reads));
  useEffect(() => {
    let live = true;
    port.cacheStats().then(
      (value) => live && setStats({ stats: value }),
      (error: unknown) => live && setStats({ error: caughtMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [port, reads]);

  return (
    <section class="options-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('options.saved.heading')}</h2>
      <p class="options-stats">{statsText(stats)}</p>
      {stats && 'error' in stats && <TechnicalDetail class="options-technical-detail" text={stats.error} />}
      {notice && (
        <p role="alert" class="options-problem">
          {notice}
        </p>
      )}
      <div class="options-actions">
        <ExportCache port={port} />
      </div>
      <ImportFile port={port} onImported={() => setReads((n) => n + 1)} />
      <ClearCache
        port={port}
        count={stats && 'stats' in stats ? stats.stats.menus : null}
        onCleared={() => setReads((n) => n + 1)}
      />
    </section>
  );
}

function statsText(state: StatsState): string {
  if (state === null) return t('options.saved.counting');
  if ('error' in state) return t('options.saved.countFailed');
  const { menus, approxBytes } = state.stats;
  if (menus === 0) return t('options.saved.none');
  return t('options.saved.stats', {
    count: t('count.savedPlaces', { count: menus }),
    size: approximateSize(approxBytes),
  });
}
