import { useCallback, useEffect, useState } from 'preact/hooks';
import { type ConnectionData, WelcomePage } from '@/components/welcome/WelcomePage';
import { caughtMessage } from '@/lib/format/error-text';
import type { StatusView } from '@/lib/messages/view';
import type { OptionsPort } from '@/lib/options/options-port';
import type { Settings } from '@/lib/storage/areas/settings';
import { CacheSection } from './CacheSection';
import { ConnectionSection } from './ConnectionSection';
import { PreferencesSection } from './PreferencesSection';

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

  const problem = loaded && 'error' in loaded && (
    <p role="alert">The settings could not be read: {loaded.error}</p>
  );
  if (welcome) {
    return (
      <WelcomePage
        port={port}
        data={loaded && 'settings' in loaded ? loaded : null}
        problem={loaded && 'error' in loaded ? loaded.error : null}
        onSaved={onSaved}
      />
    );
  }
  return (
    <main class="options">
      <h1>Menu on Maps — Options</h1>
      {loaded === null && <p role="status">Loading settings…</p>}
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
      <CacheSection port={port} storageError={status?.storageError ?? null} />
      <footer class="options-footer">
        {/* PRIVACY.md, shipped in the package (modules/privacy-text.ts): readable offline. */}
        <a class="options-footer-link" href="/privacy.txt" target="_blank" rel="noopener">
          Privacy policy
        </a>
      </footer>
    </main>
  );
}
