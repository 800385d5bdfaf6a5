import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/messages';
import type { OptionsPort } from '@/lib/options/options-port';
import { saveConnection } from '@/lib/options/save-connection';
import { checkServiceUrl, type Settings } from '@/lib/storage/areas/settings';
import { ApiKeyField } from './ApiKeyField';
import { type Feedback, FormStatus } from './FormStatus';
import { TestConnection } from './TestConnection';

interface ConnectionSectionProps {
  port: OptionsPort;
  settings: Settings;
  initialKey: string;
  /** The service this build was made for (lib/options/preset-service.ts): fills an empty Service URL. */
  presetUrl: string | null;
  /**
   * `mapsTabs`: the open Maps tabs the worker told of the new connection. `unconfirmed`: what the
   * form says when the worker did not confirm (null when it did), for a page that replaces the form.
   */
  onSaved(settings: Settings, mapsTabs: number, unconfirmed: Feedback): void;
  /** The welcome page's one step: "Connect", and no connection test (the first lookup is one). */
  welcome?: boolean;
}

/** Service URL and API key, saved together after the browser grants access to the service. */
export function ConnectionSection({
  port,
  settings,
  initialKey,
  presetUrl,
  onSaved,
  welcome = false,
}: ConnectionSectionProps) {
  const headingId = useId();
  const urlId = useId();
  const urlHintId = useId();
  const [serviceUrl, setServiceUrl] = useState(settings.serviceUrl ?? presetUrl ?? '');
  const [apiKey, setApiKey] = useState(initialKey);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [saving, setSaving] = useState(false);
  // Origins already granted, checked ahead so Save can skip the prompt without awaiting first.
  const granted = useRef(new Set<string>());

  useEffect(() => {
    const url = checkServiceUrl(serviceUrl);
    if (!url.ok || granted.current.has(url.origin)) return;
    port.hasHostPermission(url.origin).then(
      (yes) => yes && granted.current.add(url.origin),
      () => {},
    );
  }, [port, serviceUrl]);

  const onSubmit = (event: Event) => {
    event.preventDefault();
    setSaving(true);
    setFeedback(null);
    saveConnection(port, { serviceUrl, apiKey }, settings, granted.current).then((result) => {
      setSaving(false);
      const { technicalDetail } = result;
      if (!result.ok) return setFeedback({ tone: 'problem', text: result.problem, technicalDetail });
      setServiceUrl(result.settings.serviceUrl ?? '');
      setApiKey(apiKey.trim());
      const said = { tone: 'ok', text: result.message, technicalDetail } as const;
      setFeedback(said);
      onSaved(result.settings, result.mapsTabs, result.confirmed ? null : said);
    });
  };

  return (
    <section class="options-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{welcome ? t('options.connectHeading') : t('options.service')}</h2>
      <form class="options-form" onSubmit={onSubmit} noValidate>
        <div class="options-field">
          <label for={urlId}>{t('options.serviceUrl')}</label>
          <input
            id={urlId}
            type="url"
            class="options-input"
            inputMode="url"
            autoComplete="url"
            spellcheck={false}
            placeholder={t('options.serviceUrlPlaceholder')}
            aria-describedby={urlHintId}
            value={serviceUrl}
            onInput={(event) => setServiceUrl(event.currentTarget.value)}
          />
          <p id={urlHintId} class="options-hint">
            {presetUrl !== null && serviceUrl === presetUrl ? t('options.presetHint') : t('options.urlHint')}
          </p>
        </div>
        <ApiKeyField value={apiKey} onInput={setApiKey} />
        <div class="options-actions">
          <button type="submit" class="options-button options-button--primary" disabled={saving}>
            {welcome ? t('options.connect') : t('options.save')}
          </button>
        </div>
        <FormStatus feedback={feedback} />
      </form>
      {!welcome && <TestConnection port={port} />}
    </section>
  );
}
