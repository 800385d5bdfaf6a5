import { t } from '@/lib/i18n/messages';
import type { ChangeTexts } from '@/lib/messages/view';

interface ChangesNoteProps {
  /** In words (lib/format/change-text.ts). */
  changes: ChangeTexts;
  /** Absent where the host cannot forget the note (then it has no button). */
  onDismiss?(): void;
}

/** What changed since the saved menu this record replaced: counts, the dishes gone, a dismiss button. */
export function ChangesNote({ changes, onDismiss }: ChangesNoteProps) {
  return (
    <div class="mom-notice mom-changes">
      <p class="mom-notice-title">{changes.summary}</p>
      {changes.gone.length > 0 && (
        <div class="mom-changes-gone">
          {t('changes.gone')}
          <ul>
            {changes.gone.map(({ name, price }, index) => (
              <li key={index} dir="auto">
                <span class="mom-gone-name">{name}</span>
                {price !== null && <span class="mom-price">{price}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {onDismiss && (
        <button
          type="button"
          class="mom-button mom-button--quiet"
          aria-label={t('changes.dismissLabel')}
          onClick={onDismiss}
        >
          {t('changes.dismiss')}
        </button>
      )}
    </div>
  );
}
