import { useEffect, useRef, useState } from 'preact/hooks';
import { caughtMessage } from '@/lib/format/error-text';
import { t } from '@/lib/i18n/messages';
import type { OptionsPort } from '@/lib/options/options-port';
import { type Feedback, FormStatus } from '../FormStatus';

interface ClearCacheProps {
  port: OptionsPort;
  /** Saved menus now, when known. */
  count: number | null;
  onCleared(): void;
}

/** "Clear saved places", then an inline confirmation (no window.confirm). */
export function ClearCache({ port, count, onCleared }: ClearCacheProps) {
  const [confirming, setConfirming] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (confirming ? cancel : start).current?.focus();
  }, [confirming]);

  const toggle = (on: boolean) => {
    moveFocus.current = true;
    setConfirming(on);
  };

  const clear = () => {
    toggle(false);
    port.clearCache().then(
      (cleared) => {
        setFeedback({
          tone: 'ok',
          text: t('options.cleared', { count: cleared }),
        });
        onCleared();
      },
      (error: unknown) =>
        setFeedback({
          tone: 'problem',
          text: t('options.clearFailed'),
          technicalDetail: caughtMessage(error),
        }),
    );
  };

  return (
    <div class="options-clear">
      {confirming ? (
        <fieldset class="options-confirm">
          <legend>{t('options.clearQuestion')}</legend>
          <p>
            {t('outcome.twoSentences', {
              first: t('options.clearSure', { what: whatIsRemoved(count) }),
              // What the single delete says too (saved.confirm): seeing a menu again bills.
              second: t('options.clearCost'),
            })}
          </p>
          <button type="button" class="options-button options-button--danger" onClick={clear}>
            {t('options.clearButton')}
          </button>
          <button ref={cancel} type="button" class="options-button" onClick={() => toggle(false)}>
            {t('common.cancel')}
          </button>
        </fieldset>
      ) : (
        // aria-disabled, not disabled: after a clear the focus is on this button, and a disabled
        // button would drop it to the page.
        <button
          ref={start}
          type="button"
          class="options-button"
          aria-disabled={count === 0 ? 'true' : undefined}
          onClick={() => count !== 0 && toggle(true)}
        >
          {t('options.clear')}
        </button>
      )}
      <FormStatus feedback={feedback} />
    </div>
  );
}

function whatIsRemoved(count: number | null): string {
  if (count === null) return t('options.clearAll');
  return t('options.clearCount', { count });
}
