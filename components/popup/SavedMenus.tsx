import { useEffect, useState } from 'preact/hooks';
import type { SavedMenuSummary } from '../../lib/messages/protocol';
import { newestFirst } from '../../lib/popup/results';
import type { PopupBackend } from '../../lib/popup/types';
import { isValidInstant } from '../format';
import { StatusBadge } from '../StatusBadge';
import { TimeAgo } from '../Time';

interface SavedMenusProps {
  backend: PopupBackend;
  now: number;
  /** Changes when the list should be read again (tab shown, menu updated). */
  reloadKey: number;
  onOpen(menu: SavedMenuSummary): void;
}

type ListState = { menus: SavedMenuSummary[] } | { error: string } | null;

/** The menus saved on this device, newest first; they open offline. */
export function SavedMenus({ backend, now, reloadKey, onOpen }: SavedMenusProps) {
  const [list, setList] = useState<ListState>(null);
  useEffect(() => {
    let live = true;
    backend.savedMenus().then(
      (menus) => live && setList({ menus: newestFirst(menus) }),
      (error: unknown) => live && setList({ error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [backend, reloadKey]);

  if (list === null) return <p class="popup-note">Loading saved menus…</p>;
  if ('error' in list) return <p role="alert">Saved menus could not be read: {list.error}</p>;
  if (list.menus.length === 0) {
    return <p class="popup-note">No saved menus yet. Menus you look up are saved here and work offline.</p>;
  }
  return (
    <ul class="popup-list" aria-label="Saved menus, newest first">
      {list.menus.map((menu) => (
        <li key={menu.placeId}>
          <button type="button" class="popup-row" onClick={() => onOpen(menu)}>
            <span class="popup-row-main">
              <span class="popup-row-title">{menu.name?.trim() || 'Unnamed restaurant'}</span>
              <StatusBadge status={menu.status} rawStatus={null} />
            </span>
            <span class="popup-row-meta">
              <span>
                {menu.dishCount} {menu.dishCount === 1 ? 'dish' : 'dishes'}
              </span>
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
  );
}
