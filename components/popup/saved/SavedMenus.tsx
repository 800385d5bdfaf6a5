import { useId, useRef, useState } from 'preact/hooks';
import { TechnicalDetail } from '@/components/menu/PanelMessage';
import { caughtMessage } from '@/lib/format/error-text';
import { t } from '@/lib/i18n/messages';
import type { SavedMenuSummary } from '@/lib/messages/protocol';
import type { PopupPort } from '@/lib/popup/popup-port';
import type { OpenedPlace } from '../PlaceDetail';
import { PlaceListPanel } from './PlaceListPanel';
import { SavedControls } from './SavedControls';
import { SavedLists } from './SavedLists';
import { SavedRow, savedName } from './SavedRow';
import { usePlaceLists } from './use-place-lists';
import { useSavedList } from './use-saved-list';

interface SavedMenusProps {
  port: PopupPort;
  now: number;
  /** Changes when the list should be read again (tab shown, menu updated). */
  reloadKey: number;
  onOpen(menu: SavedMenuSummary): void;
  /** A place opened from a place list. */
  onOpenPlace(place: OpenedPlace): void;
}

const LIST_LABELS = { recent: 'saved.listRecent', name: 'saved.listName' } as const;

/** Saved: the user's place lists (one opened at a time), then the saved menus. All free, offline. */
export function SavedMenus(props: SavedMenusProps) {
  const { port, now, reloadKey, onOpenPlace } = props;
  const [openList, setOpenList] = useState<string | null>(null);
  const [deletedLists, setDeletedLists] = useState(0);
  const [said, setSaid] = useState<string | null>(null);
  const lists = usePlaceLists(port, reloadKey + deletedLists);
  return (
    <>
      {openList !== null && (
        <PlaceListPanel
          port={port}
          listId={openList}
          now={now}
          onBack={() => setOpenList(null)}
          onOpenPlace={onOpenPlace}
          onDeleted={(text) => {
            setSaid(text);
            setOpenList(null);
            setDeletedLists((n) => n + 1);
          }}
        />
      )}
      {/* Kept while a list is open: its filter, order and pages are there on the way back. */}
      <div hidden={openList !== null}>
        {said && (
          <p class="popup-note" role="status">
            {said}
          </p>
        )}
        <SavedLists
          lists={lists}
          onOpen={(list) => {
            setSaid(null);
            setOpenList(list.id);
          }}
        />
        <SavedMenuList {...props} reloadKey={reloadKey + deletedLists} />
      </div>
    </>
  );
}

/**
 * The menus saved on this device, a page at a time: filtered by name, newest first or by name; each
 * opens offline, and can be deleted (asked once more). Everything here is free.
 */
function SavedMenuList({ port, now, reloadKey, onOpen }: SavedMenusProps) {
  const saved = useSavedList(port, reloadKey);
  const { list, query, sort } = saved;
  const filterId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  /**
   * What the last deletion did, said in the status line until the list changes otherwise; `detail`:
   * a failure's caught words, under "Technical details" beside it.
   */
  const [said, setSaid] = useState<{ text: string; detail?: string } | null>(null);

  /** The row at `index` (its open button, or its Delete button), after the next render. */
  const focusRow = (index: number, which: 'open' | 'delete') =>
    requestAnimationFrame(() => {
      const rows = listRef.current?.querySelectorAll<HTMLElement>(
        which === 'open' ? '.popup-row' : '.popup-saved-delete',
      );
      const target = rows?.[Math.min(index, rows.length - 1)];
      (target ?? document.getElementById(filterId) ?? statusRef.current)?.focus();
    });

  const askDelete = (placeId: string) => {
    setSaid(null);
    setConfirming(placeId);
    // The safe choice first: Enter or Space right away keeps the menu.
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLElement>('.popup-confirm-cancel')?.focus(),
    );
  };
  const cancelDelete = (index: number) => {
    setConfirming(null);
    focusRow(index, 'delete');
  };
  const confirmDelete = async (menu: SavedMenuSummary, index: number) => {
    setDeleting(true);
    try {
      await saved.remove(menu.placeId);
      setSaid({ text: t('saved.deleted', { name: savedName(menu) }) });
      setConfirming(null);
      // The focus goes to the row that took its place (or the one before it when it was the last).
      focusRow(index, 'open');
    } catch (error) {
      setSaid({ text: t('saved.deleteFailed', { name: savedName(menu) }), detail: caughtMessage(error) });
      setConfirming(null);
      focusRow(index, 'delete');
    } finally {
      setDeleting(false);
    }
  };
  const changeQuery = (next: string) => {
    setSaid(null);
    saved.setQuery(next);
  };

  if (list === null) return <p class="popup-note">{t('saved.loading')}</p>;
  if ('error' in list)
    return (
      <>
        <p role="alert">{t('saved.readFailed')}</p>
        <TechnicalDetail class="mom-technical-detail" text={list.error} />
      </>
    );
  // Outside the status line: a control there would be read out with every change.
  const saidDetail = <TechnicalDetail class="mom-technical-detail" text={said?.detail} />;
  const filtered = list.order.query.trim() !== '';
  if (list.total === 0 && !filtered && query === '') {
    return (
      <>
        <p class="popup-note" role="status" ref={statusRef} tabIndex={-1}>
          {said ? `${said.text} ` : ''}
          {t('saved.empty')}
        </p>
        {saidDetail}
      </>
    );
  }
  // Rows not read yet (a damaged row is read but not listed: counting listed menus never ends).
  const remaining = list.total - list.nextOffset;
  const shownQuery = list.order.query.trim();
  const summary = filtered
    ? list.total === 0
      ? t('saved.noneNamed', { query: shownQuery })
      : t('saved.matching', { count: list.total, query: shownQuery })
    : t('saved.free', { count: list.total });
  return (
    <div class="popup-saved">
      <SavedControls
        filterId={filterId}
        query={query}
        sort={sort}
        onQuery={changeQuery}
        onSort={(next) => {
          setSaid(null);
          saved.setSort(next);
        }}
      />
      <p class="popup-note" role="status" ref={statusRef} tabIndex={-1}>
        {said ? `${said.text} ` : ''}
        {summary}
      </p>
      {saidDetail}
      {list.menus.length > 0 && (
        <ul class="popup-list" aria-label={t(LIST_LABELS[list.order.sort])} ref={listRef}>
          {list.menus.map((menu, index) => (
            <SavedRow
              key={menu.placeId}
              menu={menu}
              now={now}
              confirming={confirming === menu.placeId}
              deleting={deleting && confirming === menu.placeId}
              onOpen={() => onOpen(menu)}
              onAskDelete={() => askDelete(menu.placeId)}
              onConfirmDelete={() => void confirmDelete(menu, index)}
              onCancelDelete={() => cancelDelete(index)}
            />
          ))}
        </ul>
      )}
      {remaining > 0 && (
        <button
          type="button"
          class="popup-button popup-more"
          disabled={saved.loadingMore}
          onClick={saved.showMore}
        >
          {saved.loadingMore ? t('saved.loadingMore') : t('saved.showMore', { count: remaining })}
        </button>
      )}
    </div>
  );
}
