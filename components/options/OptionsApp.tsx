import { useCallback, useEffect, useState } from 'preact/hooks';
import { errorText } from '@/lib/format/error-text';
import type { StatusView } from '@/lib/messages/view';
import type { OptionsBackend } from '@/lib/options/types';
import type { Settings } from '@/lib/settings';
import { CacheSection } from './CacheSection';
import { ConnectionSection } from './ConnectionSection';
import { PreferencesSection } from './PreferencesSection';

type Loaded = { settings: Settings; apiKey: string } | { error: string } | null;

export function OptionsApp({ backend }: { backend: OptionsBackend }) {
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [status, setStatus] = useState<StatusView | null>(null);
  const refreshStatus = useCallback(() => {
    backend.status().then(setStatus, () => setStatus(null));
  }, [backend]);

  useEffect(() => {
    Promise.all([backend.loadSettings(), backend.loadApiKey()]).then(
      ([settings, apiKey]) => setLoaded({ settings, apiKey: apiKey ?? '' }),
      (error: unknown) => setLoaded({ error: errorText(error) }),
    );
    refreshStatus();
  }, [backend, refreshStatus]);

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
            backend={backend}
            settings={loaded.settings}
            initialKey={loaded.apiKey}
            onSaved={onSaved}
          />
          <PreferencesSection
            backend={backend}
            settings={loaded.settings}
            status={status}
            onSaved={onSaved}
          />
        </>
      )}
      <CacheSection backend={backend} />
    </main>
  );
}
