import { useState } from 'preact/hooks';
import { caughtMessage, problemText } from '@/lib/format/error-text';
import { lookupsLeftText } from '@/lib/format/outcome-wording';
import { t } from '@/lib/i18n/messages';
import type { OptionsPort } from '@/lib/options/options-port';
import { type Feedback, FormStatus } from './FormStatus';

/** One real request with the saved settings (it bills). */
export function TestConnection({ port }: { port: OptionsPort }) {
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [running, setRunning] = useState(false);
  const run = () => {
    setRunning(true);
    setFeedback({ tone: 'ok', text: t('options.testing') });
    port
      .testConnection()
      .then(
        (result): Feedback => {
          if (result.ok) {
            const left = result.lookupsLeft;
            return {
              tone: 'ok',
              text: left
                ? t('options.testWorksLeft', { left: lookupsLeftText(left) })
                : t('options.testWorks'),
            };
          }
          return { tone: 'problem', text: problemText(result.problem), technicalDetail: result.detail };
        },
        (error: unknown): Feedback => ({
          tone: 'problem',
          text: t('options.testFailed'),
          technicalDetail: caughtMessage(error),
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
        {t('options.test')}
      </button>
      <p class="options-hint">{t('options.testHint')}</p>
      <FormStatus feedback={feedback} />
    </div>
  );
}
