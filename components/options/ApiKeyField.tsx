import { useId, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/messages';

interface ApiKeyFieldProps {
  value: string;
  onInput(value: string): void;
}

/** Password input with a show/hide toggle; the key is never shown unless asked. */
export function ApiKeyField({ value, onInput }: ApiKeyFieldProps) {
  const id = useId();
  const hintId = useId();
  const [shown, setShown] = useState(false);
  return (
    <div class="options-field">
      <label for={id}>{t('options.apiKey')}</label>
      <div class="options-inline">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          class="options-input"
          autoComplete="off"
          spellcheck={false}
          aria-describedby={hintId}
          value={value}
          onInput={(event) => onInput(event.currentTarget.value)}
        />
        <button type="button" class="options-button" aria-controls={id} onClick={() => setShown(!shown)}>
          {/* Named by its text, not aria-label, so that "API key" finds only the input by label. */}
          {shown ? t('common.hide') : t('common.show')}
          <span class="options-sr-only">{t('options.apiKeyHidden')}</span>
        </button>
      </div>
      <p id={hintId} class="options-hint">
        {t('options.apiKeyHint')}
      </p>
    </div>
  );
}
