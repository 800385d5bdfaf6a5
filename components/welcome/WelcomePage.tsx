import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { ConnectionSection } from '@/components/options/ConnectionSection';
import type { Feedback } from '@/components/options/FormStatus';
import { t } from '@/lib/i18n/messages';
import type { OptionsPort } from '@/lib/options/options-port';
import type { Settings } from '@/lib/storage/areas/settings';
import { NextSteps } from './NextSteps';

/** What the options page reads before it shows the connection form. */
export interface ConnectionData {
  settings: Settings;
  apiKey: string;
  /** The service this build was made for (lib/options/preset-service.ts). */
  presetUrl: string | null;
}

interface WelcomePageProps {
  port: OptionsPort;
  /** null while it is read from storage (or when it could not be: `problem`). */
  data: ConnectionData | null;
  /** Why it could not be read, as the options page says it (OptionsApp); null: no problem. */
  problem: ComponentChildren;
  onSaved(settings: Settings): void;
}

/**
 * The options page's welcome mode, opened after the install: what the extension does, one Connect
 * step (the key; the service URL is filled in when the build knows it), then what happens next.
 */
export function WelcomePage({ port, data, problem, onSaved }: WelcomePageProps) {
  const [connected, setConnected] = useState<{
    settings: Settings;
    mapsTabs: number;
    /** Saved, but the worker did not confirm: said where the form was (null when it confirmed). */
    unconfirmed: Feedback;
  } | null>(null);
  return (
    <main class="options welcome">
      <header class="welcome-header">
        <img class="welcome-icon" src="/icons/128.png" width={56} height={56} alt="" />
        <div>
          <h1>{t('welcome.title')}</h1>
          <p class="welcome-lead">{t('welcome.lead')}</p>
        </div>
      </header>
      {problem}
      {data === null && !problem && <p role="status">{t('common.loading')}</p>}
      {connected ? (
        <NextSteps
          mapsTabs={connected.mapsTabs}
          autoLookup={connected.settings.autoLookup}
          autoRefresh={connected.settings.autoRefresh}
          freshnessDays={connected.settings.freshnessDays}
          unconfirmed={connected.unconfirmed}
        />
      ) : (
        data && (
          <>
            <p class="welcome-step">{t('welcome.step')}</p>
            <ConnectionSection
              welcome
              port={port}
              settings={data.settings}
              initialKey={data.apiKey}
              presetUrl={data.presetUrl}
              onSaved={(settings, mapsTabs, unconfirmed) => {
                onSaved(settings);
                setConnected({ settings, mapsTabs, unconfirmed });
              }}
            />
          </>
        )
      )}
    </main>
  );
}
