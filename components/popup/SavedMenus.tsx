import { useEffect, useRef, useState } from 'preact/hooks';
import { StatusBadge } from '@/components/menu/StatusBadge';
import { TimeAgo } from '@/components/menu/Time';
import { countOf } from '@/lib/format/counts';
import { caughtMessage } from '@/lib/format/error-text';
import { isValidInstant } from '@/lib/format/time-text';
import type { SavedMenuSummary } from '@/lib/messages/protocol';
import type { PopupPort } from '@/lib/popup/popup-port';

interface SavedMenusProps {
  port: PopupPort;
  now: number;
  /** Changes when the list should be read again (tab shown, menu updated). */
  reloadKey: number;
  onOpen(menu: SavedMenuSummary): void;
}

type ListState = { menus: SavedMenuSummary[]; total: number; nextOffset: number } | { error: string } | null;

/** The menus saved on this device, newest first, a page at a time; they open offline. */
export function SavedMenus({ port, now, reloadKey, onOpen }: SavedMenusProps) {
  const [list, setList] = useState<ListState>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // Bumped by every fresh read: a "Show more" page asked for before it belongs to the old list.
  const reads = useRef(0);
  useEffect(() => {
    let live = true;
    reads.current++;
    setLoadingMore(false);
    port.savedMenus(0).then(
      (page) => live && setList(page),
      (error: unknown) => live && setList({ error: caughtMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [port, reloadKey]);

  const showMore = (shown: SavedMenuSummary[], from: number) => {
    setLoadingMore(true);
    const read = reads.current;
    port.savedMenus(from).then(
      (page) => {
        if (read !== reads.current) return;
        const known = new Set(shown.map((menu) => menu.placeId));
        // A menu saved meanwhile shifts the pages: skip what is already listed.
        setList({
          menus: [...shown, ...page.menus.filter((menu) => !known.has(menu.placeId))],
          total: page.total,
          nextOffset: page.nextOffset,
        });
        setLoadingMore(false);
      },
      (error: unknown) => {
        if (read !== reads.current) return;
        setList({ error: caughtMessage(error) });
        setLoadingMore(false);
      },
    );
  };

  if (list === null) return <p class="popup-note">Loading saved menus…</p>;
  if ('error' in list) return <p role="alert">Saved menus could not be read: {list.error}</p>;
  if (list.menus.length === 0) {
    return <p class="popup-note">No saved menus yet. Menus you look up are saved here and work offline.</p>;
  }
  // Rows not read yet (a damaged row is read but not listed: counting listed menus never ends).
  const remaining = list.total - list.nextOffset;
  return (
    <>
      <ul class="popup-list" aria-label="Saved menus, newest first">
        {list.menus.map((menu) => (
          <li key={menu.placeId}>
            <button type="button" class="popup-row" onClick={() => onOpen(menu)}>
              <span class="popup-row-main">
                <span class="popup-row-title">{menu.name?.trim() || 'Unnamed restaurant'}</span>
                <StatusBadge status={menu.status} rawStatus={null} />
              </span>
              <span class="popup-row-meta">
                <span>{countOf(menu.dishCount, { one: 'dish', other: 'dishes' })}</span>
                {isValidInstant(menu.fetchedAt) && (
                  <span>
                    saved <TimeAgo at={menu.fetchedAt} now={now} />
                  </span>
                )}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {remaining > 0 && (
        <button
          type="button"
          class="popup-button popup-more"
          disabled={loadingMore}
          onClick={() => showMore(list.menus, list.nextOffset)}
        >
          {loadingMore ? 'Loading…' : `Show more (${remaining} more)`}
        </button>
      )}
    </>
  );
}
