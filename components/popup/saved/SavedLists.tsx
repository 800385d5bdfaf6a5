import { TechnicalDetail } from '@/components/menu/PanelMessage';
import { t } from '@/lib/i18n/messages';
import type { PlaceListSummary } from '@/lib/messages/protocol';
import type { Loaded } from './use-place-lists';

interface SavedListsProps {
  lists: Loaded<PlaceListSummary[]>;
  onOpen(list: PlaceListSummary): void;
}

/** The user's place lists above the saved menus: each opens offline. Nothing when there are none. */
export function SavedLists({ lists, onOpen }: SavedListsProps) {
  if (lists === null) return null;
  if ('error' in lists)
    return (
      <>
        <p role="alert">{t('lists.readFailed')}</p>
        <TechnicalDetail class="mom-technical-detail" text={lists.error} />
      </>
    );
  if (lists.value.length === 0) return null;
  return (
    <section class="popup-lists" aria-labelledby="popup-lists-heading">
      <h2 id="popup-lists-heading" class="popup-section-title">
        {t('lists.heading')}
      </h2>
      <ul class="popup-list" aria-label={t('lists.heading')}>
        {lists.value.map((list) => (
          <li key={list.id}>
            <button type="button" class="popup-row popup-list-row" onClick={() => onOpen(list)}>
              <span class="popup-row-main">
                <span class="popup-row-title" dir="auto">
                  {list.name.trim() || t('lists.unnamed')}
                </span>
              </span>
              <span class="popup-row-meta">
                <span>{t('count.places', { count: list.places })}</span>
                <span>{t('lists.menusSaved', { count: list.saved })}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
