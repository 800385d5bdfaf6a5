import { useCallback, useEffect, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/messages';
import type { ListRefreshView } from '@/lib/messages/protocol';
import type { PopupPort } from '@/lib/popup/popup-port';
import { PackAction } from './PackAction';
import { usePackJob } from './use-pack-job';

// A saved list's Refresh (issue 33): a pack over the list's places (pack.start with its id), priced
// beforehand: only its stale or unsaved menus bill. Nothing is offered when every menu is fresh.

interface ListRefreshProps {
  port: PopupPort;
  listId: string;
  now: number;
  /** A refresh ended: the list's saved states changed. */
  onRefreshed(): void;
}

export function ListRefresh({ port, listId, now, onRefreshed }: ListRefreshProps) {
  const [price, setPrice] = useState<ListRefreshView | null>(null);
  const pack = usePackJob(port, () => {
    onRefreshed();
    void read();
  });
  const { show } = pack;
  const read = useCallback(
    () =>
      port.listRefresh(listId).then(
        (answer) => {
          setPrice(answer);
          show(answer?.job ?? null);
        },
        () => undefined,
      ),
    [port, listId, show],
  );
  useEffect(() => void read(), [read]);
  if (!price) return null;
  // Another list's pack is not this list's refresh.
  const job = pack.job?.listId === listId ? pack.job : null;
  return (
    <div class="popup-list-refresh">
      <PackAction
        pack={pack}
        job={job}
        price={price}
        does={t('pack.refresh', { count: price.cost })}
        onStart={() => pack.start(port.refreshList(listId, price.cost))}
        now={now}
      />
    </div>
  );
}
