import { useCallback, useEffect, useState } from 'preact/hooks';
import { TechnicalDetail } from '@/components/menu/PanelMessage';
import { type ConnectionData, WelcomePage } from '@/components/welcome/WelcomePage';
import { caughtMessage } from '@/lib/format/error-text';
import { t } from '@/lib/i18n/messages';
import type { StatusView } from '@/lib/messages/view';
import type { OptionsPort } from '@/lib/options/options-port';
import type { Settings } from '@/lib/storage/areas/settings';
import { ConnectionSection } from './ConnectionSection';
import { LanguageSection } from './LanguageSection';
import { PreferencesSection } from './PreferencesSection';
import { CacheSection } from './saved/CacheSection';

/** `error`: the caught words, shown under "Technical details" (never inside the sentence). */
type Loaded = ConnectionData | { error: string } | null;

/** The options page; `welcome`: its welcome mode, opened after the install (lib/options/welcome.ts). */
export function OptionsApp({ port, welcome = false }: { port: OptionsPort; welcome?: boolean }) {
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [status, setStatus] = useState<StatusView | null>(null);
  const refreshStatus = useCallback(() => {
    port.status().then(setStatus, () => setStatus(null));
  }, [port]);

  useEffect(() => {
    Promise.all([port.loadSettings(), port.loadApiKey(), port.presetServiceUrl()]).then(
      ([settings, apiKey, presetUrl]) => setLoaded({ settings, apiKey: apiKey ?? '', presetUrl }),
      (error: unknown) => setLoaded({ error: caughtMessage(error) }),
    );
    refreshStatus();
  }, [port, refreshStatus]);

  const onSaved = (settings: Settings) => {
    setLoaded((current) => (current && 'settings' in current ? { ...current, settings } : current));
    refreshStatus();
  };

  // The page's one problem line, in either mode.
  const problem = loaded && 'error' in loaded && (
    <>
      <p role="alert">{t('options.settingsUnread')}</p>
      <TechnicalDetail class="options-technical-detail" text={loaded.error} />
    </>
  );
  if (welcome) {
    return (
      <WelcomePage
        port={port}
        data={loaded && 'settings' in loaded ? loaded : null}
        problem={problem}
        onSaved={onSaved}
      />
    );
  }
  return (
    <main class="options">
      <h1>{t('options.title')}</h1>
      {loaded === null && <p role="status">{t('options.loadingSettings')}</p>}
      {problem}
      {loaded && 'settings' in loaded && (
        <>
          <ConnectionSection
            port={port}
            settings={loaded.settings}
            initialKey={loaded.apiKey}
            presetUrl={loaded.presetUrl}
            onSaved={onSaved}
          />
          <PreferencesSection port={port} settings={loaded.settings} status={status} onSaved={onSaved} />
        </>
      )}
      <LanguageSection port={port} />
      <CacheSection port={port} storageError={status?.storageError ?? null} />
      <footer class="options-footer">
        {/* PRIVACY.md, shipped in the package (modules/privacy-text.ts): readable offline. */}
        <a class="options-footer-link" href="/privacy.txt" target="_blank" rel="noopener">
          {t('options.privacyPolicy')}
        </a>
      </footer>
    </main>
  );
}
