import type { StatusView } from '@/lib/messages/view';

interface SetupNoticeProps {
  status: StatusView | null;
  onOpenOptions(): void;
}

/** The one step needed before lookups work (no key, refused key) and storage problems. */
export function SetupNotice({ status, onOpenOptions }: SetupNoticeProps) {
  if (status === null) return null;
  const storage = status.storageError && (
    <p role="alert" class="popup-error">
      Saved menus are affected by a storage problem: {status.storageError}
    </p>
  );
  if (status.hasKey && !status.keyInvalid) return storage || null;
  return (
    <section class="popup-setup" aria-label="Setup">
      <p>
        {status.hasKey
          ? 'The menu service refused your API key.'
          : 'Menus come from a menu service that needs your API key.'}{' '}
        You can still search your saved menus.
      </p>
      <button type="button" class="popup-button popup-button--primary" onClick={onOpenOptions}>
        {status.hasKey ? 'Check your API key' : 'Add your API key'}
      </button>
      {storage}
    </section>
  );
}
