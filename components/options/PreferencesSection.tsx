import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { caughtMessage } from '@/lib/format/error-text';
import { type MessageKey, t } from '@/lib/i18n/messages';
import type { StatusView } from '@/lib/messages/view';
import type { OptionsPort } from '@/lib/options/options-port';
import {
  checkNumberPreference,
  limitValues,
  type NumberPreference,
  type Preferences,
  type PreferencesForm,
  preferencesForm,
} from '@/lib/options/preferences';
import type { Settings } from '@/lib/storage/areas/settings';
import { DietChoices } from './DietChoices';
import { type Feedback, FormStatus } from './FormStatus';
import { NumberField } from './NumberField';
import { UsageLine } from './UsageLine';

interface PreferencesSectionProps {
  port: OptionsPort;
  settings: Settings;
  status: StatusView | null;
  onSaved(settings: Settings): void;
}

type FieldStatus = Partial<Record<NumberPreference, Feedback>>;

const NUMBER_FIELDS: ReadonlyArray<{ field: NumberPreference; label: MessageKey; hint: MessageKey }> = [
  { field: 'freshnessDays', label: 'options.freshness', hint: 'options.freshnessHint' },
  { field: 'monthlyAllowance', label: 'options.allowance', hint: 'options.allowanceHint' },
  { field: 'lookupsPerHour', label: 'options.perHour', hint: 'options.perHourHint' },
  { field: 'packConfirmAbove', label: 'options.packConfirm', hint: 'options.packConfirmHint' },
];

/**
 * Lookup behaviour, budget allowance and diet highlights, each saved as it changes: a box when it is
 * ticked, a number when it is valid and the user is done with it or pauses typing. No Save button
 * to forget.
 */
export function PreferencesSection({ port, settings, status, onSaved }: PreferencesSectionProps) {
  const headingId = useId();
  const lookupHintId = useId();
  const refreshHintId = useId();
  const [form, setForm] = useState<PreferencesForm>(() => preferencesForm(settings));
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [fieldStatus, setFieldStatus] = useState<FieldStatus>({});
  // Saves run one after another, each from what the previous one stored: two quick ticks both stay.
  const stored = useRef(settings);
  const queue = useRef<Promise<void>>(Promise.resolve());
  // The connection section saves too (the service URL): the next save starts from what it stored.
  useEffect(() => {
    stored.current = settings;
  }, [settings]);

  const save = (change: Partial<Preferences>, report: (feedback: Feedback) => void) => {
    queue.current = queue.current.then(async () => {
      let saved: Settings;
      try {
        saved = await port.saveSettings({ ...stored.current, ...change });
      } catch (error) {
        return report({
          tone: 'problem',
          text: t('options.couldNotSave'),
          technicalDetail: caughtMessage(error),
        });
      }
      stored.current = saved;
      onSaved(saved);
      try {
        await port.settingsChanged();
        report({ tone: 'ok', text: t('options.saved') });
      } catch (error) {
        // Stored all the same (as in save-connection.ts): say so rather than "could not save".
        report({ tone: 'ok', text: t('options.savedUnconfirmed'), technicalDetail: caughtMessage(error) });
      }
    });
  };

  /** A box ticked or unticked: saved at once. */
  const toggle = (change: Partial<Preferences> & Partial<PreferencesForm>) => {
    setForm((current) => ({ ...current, ...change }));
    save(change, setFeedback);
  };

  const report = (field: NumberPreference) => (next: Feedback) =>
    setFieldStatus((current) => ({ ...current, [field]: next }));

  /**
   * A number the user is done with: saved when valid and changed; a problem stays beside it. While
   * typing, only a valid number is saved: a half-typed one waits, and an emptied allowance (no limit)
   * waits for the user to leave the field.
   */
  const commit = (field: NumberPreference, text: string, typing: boolean) => {
    const checked = checkNumberPreference(field, text);
    if (typing && (!checked.ok || checked.value === null)) return;
    if (!checked.ok) return report(field)({ tone: 'problem', text: checked.problem });
    if (checked.value === stored.current[field]) return report(field)(null);
    save({ [field]: checked.value }, report(field));
  };

  return (
    <section class="options-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('options.preferences')}</h2>
      <p class="options-hint options-section-hint">{t('options.preferencesHint')}</p>
      <form class="options-form" onSubmit={(event) => event.preventDefault()} noValidate>
        <label class="options-check">
          <input
            type="checkbox"
            checked={form.autoLookup}
            aria-describedby={lookupHintId}
            onChange={(event) => toggle({ autoLookup: event.currentTarget.checked })}
          />
          {t('options.autoLookup')}
        </label>
        <p id={lookupHintId} class="options-hint options-check-hint">
          {t('options.autoLookupHint')}
        </p>
        <label class="options-check">
          <input
            type="checkbox"
            checked={form.autoRefresh}
            aria-describedby={refreshHintId}
            onChange={(event) => toggle({ autoRefresh: event.currentTarget.checked })}
          />
          {t('options.autoRefresh')}
        </label>
        <p id={refreshHintId} class="options-hint options-check-hint">
          {t('options.autoRefreshHint')}
        </p>
        <DietChoices
          selected={form.dietPreferences}
          onChange={(dietPreferences) => toggle({ dietPreferences })}
        />
        <FormStatus feedback={feedback} />
        {NUMBER_FIELDS.map(({ field, label, hint }) => (
          <NumberField
            key={field}
            label={t(label)}
            hint={t(hint, limitValues(field))}
            value={form[field]}
            onInput={(value) => setForm((current) => ({ ...current, [field]: value }))}
            onCommit={(text, typing) => commit(field, text, typing)}
            status={fieldStatus[field] ?? null}
          />
        ))}
        <UsageLine status={status} />
      </form>
    </section>
  );
}
