import { useEffect, useId, useState } from 'preact/hooks';
import { languageOwnName, PSEUDO_LANGUAGE, SHIPPED_LANGUAGES } from '@/lib/i18n/languages';
import { t } from '@/lib/i18n/messages';
import type { OptionsPort } from '@/lib/options/options-port';
import { AUTOMATIC } from '@/lib/storage/areas/language-choice';

/** The pseudo-locale is offered where the build made it: development builds, and the demo's. */
const OFFERS_PSEUDO = import.meta.env.DEV || import.meta.env.WXT_PSEUDO_LOCALE === '1';

/** "Automatic" or one language, for the panel, the popup and these pages at once. */
export function LanguageSection({ port }: { port: OptionsPort }) {
  const id = useId();
  const hintId = useId();
  const [choice, setChoice] = useState<string | null>(null);
  useEffect(() => {
    port.languageChoice().then(setChoice, () => setChoice(AUTOMATIC));
  }, [port]);
  const languages = OFFERS_PSEUDO ? [...SHIPPED_LANGUAGES, PSEUDO_LANGUAGE] : SHIPPED_LANGUAGES;
  return (
    <section class="options-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('options.language')}</h2>
      <div class="options-field">
        <label for={id}>{t('options.language')}</label>
        <select
          id={id}
          class="options-input"
          aria-describedby={hintId}
          value={choice ?? AUTOMATIC}
          disabled={choice === null}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setChoice(next);
            void port.chooseLanguage(next);
          }}
        >
          <option value={AUTOMATIC}>{t('options.languageAutomatic')}</option>
          {languages.map((language) => (
            <option key={language} value={language} lang={language}>
              {languageOwnName(language)}
            </option>
          ))}
        </select>
        <p id={hintId} class="options-hint">
          {t('options.languageHint')}
        </p>
      </div>
    </section>
  );
}
