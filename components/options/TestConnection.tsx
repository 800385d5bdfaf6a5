import { useState } from 'preact/hooks';
import { caughtMessage } from '@/lib/format/error-text';
import { lookupsLeftText } from '@/lib/format/outcome-wording';
import type { OptionsPort } from '@/lib/options/options-port';
import { type Feedback, FormStatus } from './FormStatus';

/** One real request with the saved settings (it bills). */
export function TestConnection({ port }: { port: OptionsPort }) {
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [serviceSaid, setServiceSaid] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const run = () => {
    setRunning(true);
    setServiceSaid(null);
    setFeedback({ tone: 'ok', text: 'Testing the connection…' });
    port
      .testConnection()
      .then(
        (result): Feedback => {
          if (result.ok) {
            const left = result.lookupsLeft;
            return {
              tone: 'ok',
              text: left ? `Connection works. ${lookupsLeftText(left)} this month.` : 'Connection works.',
            };
          }
          setServiceSaid(result.detail ?? null);
          return { tone: 'problem', text: result.message };
        },
        (error: unknown): Feedback => ({
          tone: 'problem',
          text: `The test could not run: ${caughtMessage(error)}`,
        }),
      )
      .then((next) => {
        setRunning(false);
        setFeedback(next);
      });
  };
  return (
    <div class="options-test">
      <button type="button" class="options-button" disabled={running} onClick={run}>
        Test connection (uses 1 lookup)
      </button>
      <p class="options-hint">Tests the saved service URL and key.</p>
      <FormStatus feedback={feedback} />
      {serviceSaid && (
        <details class="options-service-said">
          <summary>What the service said</summary>
          <p>{serviceSaid}</p>
        </details>
      )}
    </div>
  );
}
