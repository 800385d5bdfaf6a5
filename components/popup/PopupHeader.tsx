import { t } from '@/lib/i18n/messages';
import type { StatusView } from '@/lib/messages/view';
import { BudgetMeter } from './BudgetMeter';

interface PopupHeaderProps {
  status: StatusView | null;
  offline: boolean;
  /** Absent while setup is needed: the setup step is then the popup's one button. */
  onOpenOptions?(): void;
}

/** Title, options button, this month's lookups and the offline indicator. */
export function PopupHeader({ status, offline, onOpenOptions }: PopupHeaderProps) {
  return (
    <header class="popup-header">
      <div class="popup-header-row">
        <h1 class="popup-title">{t('popup.title')}</h1>
        <span role="status" class="popup-offline-slot">
          {offline && <span class="popup-offline">{t('popup.offline')}</span>}
        </span>
        {onOpenOptions && (
          <button type="button" class="popup-button" onClick={onOpenOptions}>
            {t('popup.options')}
          </button>
        )}
      </div>
      {status && <BudgetMeter budget={status.budget} lookupsLeft={status.lookupsLeft} />}
    </header>
  );
}
