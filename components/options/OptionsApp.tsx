import { useCallback, useEffect, useState } from 'preact/hooks';
import { caughtMessage } from '@/lib/format/error-text';
import type { StatusView } from '@/lib/messages/view';
import type { OptionsPort } from '@/lib/options/options-port';
import type { Settings } from '@/lib/settings';
import { CacheSection } from './CacheSection';
import { ConnectionSection } from './ConnectionSection';
import { PreferencesSection } from './PreferencesSection';

type Loaded = { settings: Settings; apiKey: string } | { error: string } | null;

export function OptionsApp({ port }: { port: OptionsPort }) {
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [status, setStatus] = useState<StatusView | null>(null);
  const refreshStatus = useCallback(() => {
    port.status().then(setStatus, () => setStatus(null));
  }, [port]);

  useEffect(() => {
    Promise.all([port.loadSettings(), port.loadApiKey()]).then(
      ([settings, apiKey]) => setLoaded({ settings, apiKey: apiKey ?? '' }),
      (error: unknown) => setLoaded({ error: caughtMessage(error) }),
    );
    refreshStatus();
  }, [port, refreshStatus]);

  const onSaved = (settings: Settings) => {
    setLoaded((current) => (current && 'settings' in current ? { ...current, settings } : current));
    refreshStatus();
  };

  return (
    <main class="options">
      <h1>Menu on Maps — Options</h1>
      {loaded === null && <p role="status">Loading settings…</p>}
      {loaded && 'error' in loaded && <p role="alert">The settings could not be read: {loaded.error}</p>}
      {loaded && 'settings' in loaded && (
        <>
          <ConnectionSection
            port={port}
            settings={loaded.settings}
            initialKey={loaded.apiKey}
            onSaved={onSaved}
          />
          <PreferencesSection port={port} settings={loaded.settings} status={status} onSaved={onSaved} />
        </>
      )}
      <CacheSection port={port} />
    </main>
  );
}
