import { storageNoticeText } from '@/lib/format/outcome-wording';
import { type MessageKey, t } from '@/lib/i18n/messages';
import type { LookupOutcome, StatusView } from '@/lib/messages/view';

/** What stops every lookup until the user acts in the options (saved menus still work without it). */
export type SetupNeed = 'no_key' | 'no_service' | 'key_invalid';

/** From the worker's status; before it arrives, from the current place's outcome (null: none known). */
export function setupNeed(
  status: StatusView | null,
  outcome: LookupOutcome['kind'] | null,
): SetupNeed | null {
  if (status === null) return outcome === 'no_key' || outcome === 'key_invalid' ? outcome : null;
  if (status.hasKey === false) return 'no_key';
  if (status.hasKey === null) return null;
  if (status.serviceUrl === null) return 'no_service';
  return status.keyInvalid ? 'key_invalid' : null;
}

const WORDING = {
  no_key: { message: 'popup.setup.noKey', button: 'popup.setup.noKey.button' },
  no_service: { message: 'popup.setup.noService', button: 'popup.setup.noService.button' },
  key_invalid: { message: 'popup.setup.keyInvalid', button: 'popup.setup.keyInvalid.button' },
} as const satisfies Record<SetupNeed, { message: MessageKey; button: MessageKey }>;

interface SetupNoticeProps {
  status: StatusView | null;
  /** What the popup is waiting for, when anything (`setupNeed`). */
  need: SetupNeed | null;
  /** Above the popup's tabs, as a line with its button (rather than alone, with the icon). */
  banner?: boolean;
  /** Bytes left to browser storage, when known: little room warns before storage fills. */
  roomLeft?: number | null;
  onOpenOptions(): void;
}

/**
 * The one step needed before lookups work, as one message and one button; or, when none is, a
 * storage problem the user should know about.
 */
export function SetupNotice({
  status,
  need,
  banner = false,
  roomLeft = null,
  onOpenOptions,
}: SetupNoticeProps) {
  const notice = storageNoticeText(status?.storageError ?? null, roomLeft);
  const storage = notice && (
    <p role="alert" class="popup-error">
      {notice}
    </p>
  );
  if (need === null) return storage || null;
  const { message, button } = WORDING[need];
  return (
    <section
      class={banner ? 'popup-setup popup-setup--banner' : 'popup-setup'}
      aria-label={t('popup.setup.label')}
    >
      {!banner && <img class="popup-setup-icon" src="/icons/48.png" width={48} height={48} alt="" />}
      <p class="popup-setup-message">{t(message)}</p>
      <button type="button" class="popup-button popup-button--primary" onClick={onOpenOptions}>
        {t(button)}
      </button>
      {storage}
    </section>
  );
}
