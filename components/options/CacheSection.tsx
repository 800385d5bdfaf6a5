import { useEffect, useId, useState } from 'preact/hooks';
import { errorText } from '@/lib/format/error-text';
import type { CacheStats } from '@/lib/messages/protocol';
import type { OptionsBackend } from '@/lib/options/types';
import { ClearCache } from './ClearCache';
import { ExportCache } from './ExportCache';
import { approximateSize } from './format-bytes';

type StatsState = { stats: CacheStats } | { error: string } | null;

/** Saved menus: how many, export, clear. */
export function CacheSection({ backend }: { backend: OptionsBackend }) {
  const headingId = useId();
  const [stats, setStats] = useState<StatsState>(null);
  const [reads, setReads] = useState(0);
  useEffect(() => {
    let live = true;
    backend.cacheStats().then(
      (value) => live && setStats({ stats: value }),
      (error: unknown) => live && setStats({ error: errorText(error) }),
    );
    return () => {
      live = false;
    };
  }, [backend, reads]);

  return (
    <section class="options-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Saved menus</h2>
      <p class="options-stats">{statsText(stats)}</p>
      <div class="options-actions">
        <ExportCache backend={backend} />
      </div>
      <ClearCache
        backend={backend}
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
  const count = `${menus} saved ${menus === 1 ? 'menu' : 'menus'}`;
  return menus === 0 ? 'No saved menus.' : `${count}, ${approximateSize(approxBytes)}.`;
}
