import { useId, useState } from 'preact/hooks';
import { caughtMessage } from '@/lib/format/error-text';
import { t } from '@/lib/i18n/messages';
import { type ImportResponse, MAX_IMPORT_CHARS } from '@/lib/messages/protocol';
import type { OptionsPort } from '@/lib/options/options-port';
import { type Feedback, FormStatus } from '../FormStatus';

const MB = 1024 * 1024;

/**
 * Imports an export file (from this device or another): the worker validates it whole and writes it
 * whole or not at all. A file over the size cap is refused before it is read. Costs no lookup.
 */
export function ImportFile({ port, onImported }: { port: OptionsPort; onImported(): void }) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  const run = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setFeedback(null);
    // Bytes are at least as many as characters: a file over the cap in bytes may still fit in
    // characters, but nothing that large is an export of a trip.
    if (file.size > MAX_IMPORT_CHARS) {
      setFeedback({ tone: 'problem', text: t('options.import.tooLarge', { size: MAX_IMPORT_CHARS / MB }) });
      return;
    }
    setBusy(true);
    try {
      const reply = await port.importFile(await file.text());
      setFeedback(importFeedback(reply));
      if (reply.ok) onImported();
    } catch (error) {
      setFeedback({
        tone: 'problem',
        text: t('options.import.failed'),
        technicalDetail: caughtMessage(error),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div class="options-import">
      <label for={inputId} class="options-button" aria-disabled={busy ? 'true' : undefined}>
        {t('options.import')}
      </label>
      <input
        id={inputId}
        class="options-sr-only"
        type="file"
        accept="application/json,.json"
        disabled={busy}
        onChange={(event) => void run(event.currentTarget)}
      />
      <p class="options-hint">{t('options.import.hint')}</p>
      <FormStatus feedback={feedback} />
    </div>
  );
}

function importFeedback(reply: ImportResponse): Feedback {
  if (reply.ok) {
    const done = t('options.import.done', {
      menus: t('count.savedPlaces', { count: reply.menus }),
      lists: t('count.lists', { count: reply.lists }),
    });
    const upToDate = reply.upToDate > 0 ? ` ${t('options.import.upToDate', { count: reply.upToDate })}` : '';
    return { tone: 'ok', text: done + upToDate };
  }
  const problems = {
    too_large: () => t('options.import.tooLarge', { size: MAX_IMPORT_CHARS / MB }),
    not_json: () => t('options.import.notTrip'),
    not_trip_file: () => t('options.import.notTrip'),
    newer_version: () => t('options.import.newer'),
    invalid: () => t('options.import.invalid'),
    storage_full: () => t('options.import.storageFull'),
  } satisfies Record<typeof reply.problem, () => string>;
  const technicalDetail = reply.problem === 'invalid' ? reply.detail : undefined;
  return { tone: 'problem', text: problems[reply.problem](), technicalDetail };
}
