import { StatusBadge } from '@/components/menu/StatusBadge';
import { TimeAgo } from '@/components/menu/Time';
import { closedLabel, noMenuText } from '@/lib/format/menu-text';
import { timeTexts } from '@/lib/format/menu-texts';
import { t } from '@/lib/i18n/messages';
import type { SavedMenuSummary } from '@/lib/messages/protocol';

interface SavedRowProps {
  menu: SavedMenuSummary;
  now: number;
  /** The row asks whether to delete it. */
  confirming: boolean;
  /** The deletion is on its way. */
  deleting: boolean;
  onOpen(): void;
  onAskDelete(): void;
  onConfirmDelete(): void;
  onCancelDelete(): void;
}

export const savedName = (menu: SavedMenuSummary) => menu.name?.trim() || t('common.unnamedRestaurant');

/** One saved menu: a button that opens it, and Delete (asked once more before it is done). */
export function SavedRow(props: SavedRowProps) {
  const { menu, now, confirming, deleting } = props;
  const name = savedName(menu);
  // A closed place or a record without a menu says so, rather than "0 dishes".
  const instead = noMenuText(menu);
  const closed = closedLabel(menu) !== null;
  const saved = timeTexts(menu.fetchedAt, now);
  return (
    <li class="popup-saved-item">
      <div class="popup-saved-line">
        <button type="button" class="popup-row" onClick={props.onOpen}>
          <span class="popup-row-main">
            <span class="popup-row-title" dir="auto">
              {name}
            </span>
            {instead === null && <StatusBadge status={menu.status} rawStatus={null} />}
          </span>
          <span class="popup-row-meta">
            {instead === null ? (
              <span>{t('count.dishes', { count: menu.dishCount })}</span>
            ) : (
              <span class={`popup-saved-state${closed ? ' popup-saved-state--closed' : ''}`}>{instead}</span>
            )}
            {saved && (
              <TimeAgo at={menu.fetchedAt} texts={saved} say={(ago) => t('saved.savedAgo', { ago })} />
            )}
          </span>
        </button>
        {!confirming && (
          <button
            type="button"
            class="popup-button popup-saved-delete"
            aria-label={t('saved.deleteOf', { name })}
            title={t('saved.deleteOf', { name })}
            onClick={props.onAskDelete}
          >
            {t('common.delete')}
          </button>
        )}
      </div>
      {confirming && (
        <fieldset
          class="popup-confirm"
          onKeyDown={(event) => {
            // Escape anywhere in the question keeps the menu.
            if (event.key === 'Escape') {
              event.preventDefault();
              props.onCancelDelete();
            }
          }}
        >
          <legend class="popup-confirm-question">{t('saved.confirm', { name })}</legend>
          <div class="popup-confirm-actions">
            <button
              type="button"
              class="popup-button popup-button--danger"
              disabled={deleting}
              onClick={props.onConfirmDelete}
            >
              {deleting ? t('common.deleting') : t('common.delete')}
            </button>
            <button type="button" class="popup-button popup-confirm-cancel" onClick={props.onCancelDelete}>
              {t('common.cancel')}
            </button>
          </div>
        </fieldset>
      )}
    </li>
  );
}
