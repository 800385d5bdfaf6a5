import { useEffect, useId, useState } from 'preact/hooks';
import { plural } from '@/lib/format/counts';
import { caughtMessage } from '@/lib/format/error-text';
import { storageNoticeText } from '@/lib/format/outcome-wording';
import type { CacheStats } from '@/lib/messages/protocol';
import type { OptionsPort } from '@/lib/options/options-port';
import { ClearCache } from './ClearCache';
import { ExportCache } from './ExportCache';

type StatsState = { stats: CacheStats } | { error: string } | null;

/**
 * Saved menus: how many, export, clear; and whether browser storage is failing (`storageError`,
 * the worker's status) or nearly full.
 */
export function CacheSection({
  port,
  storageError = null,
}: {
  port: OptionsPort;
  storageError?: string | null;
}) {
  const headingId = useId();
  const [stats, setStats] = useState<StatsState>(null);
  const [reads, setReads] = useState(0);
  const [roomLeft, setRoomLeft] = useState<number | null>(null);
  const notice = storageNoticeText(storageError, roomLeft);
  useEffect(() => {
    let live = true;
    port.littleRoomLeft().then(
      (room) => live && setRoomLeft(room),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [port, reads]);
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
      <h2 id={headingId}>Saved menus</h2>
      <p class="options-stats">{statsText(stats)}</p>
      {notice && (
        <p role="alert" class="options-problem">
          {notice}
        </p>
      )}
      <div class="options-actions">
        <ExportCache port={port} />
      </div>
      <ClearCache
        port={port}
        count={stats && 'stats' in stats ? stats.stats.menus : null}
        onCleared={() => setReads((n) => n + 1)}
      />
    </section>
  );
}

function statsText(state: StatsState): string {
  if (state === null) return 'Counting saved menus…';
  if ('error' in state) return `Saved menus could not be counted: ${state.error}`;
  const { menus, approxBytes } = state.stats;
  const count = `${menus} saved ${plural(menus, { one: 'menu', other: 'menus' })}`;
  return menus === 0 ? 'No saved menus.' : `${count}, ${approximateSize(approxBytes)}.`;
}

/** "about 340 KB" — the cache size is an estimate (JSON length of the stored records). */
export function approximateSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return 'under 1 KB';
  const format = (value: number) =>
    new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(value);
  if (bytes < 1024 * 1024) return `about ${format(Math.round(bytes / 1024))} KB`;
  return `about ${format(bytes / (1024 * 1024))} MB`;
}
