import { useId, useState } from 'preact/hooks';
import { caughtMessage } from '@/lib/format/error-text';
import type { StatusView } from '@/lib/messages/view';
import type { OptionsPort } from '@/lib/options/options-port';
import { checkPreferences, type PreferencesForm, preferencesForm } from '@/lib/options/preferences';
import type { Settings } from '@/lib/settings';
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

/** Lookup behaviour, budget allowance and diet highlights; saved with their own button. */
export function PreferencesSection({ port, settings, status, onSaved }: PreferencesSectionProps) {
  const headingId = useId();
  const [form, setForm] = useState<PreferencesForm>(() => preferencesForm(settings));
  const [feedback, setFeedback] = useState<Feedback>(null);
  const update = (change: Partial<PreferencesForm>) => setForm((current) => ({ ...current, ...change }));

  const onSubmit = async (event: Event) => {
    event.preventDefault();
    const checked = checkPreferences(form);
    if (!checked.ok) return setFeedback({ tone: 'problem', text: checked.problem });
    let stored: Settings;
    try {
      stored = await port.saveSettings({ ...settings, ...checked.preferences });
    } catch (error) {
      const text = caughtMessage(error);
      return setFeedback({ tone: 'problem', text: `Could not save the preferences: ${text}` });
    }
    onSaved(stored);
    setForm(preferencesForm(stored));
    try {
      await port.settingsChanged();
      setFeedback({ tone: 'ok', text: 'Preferences saved.' });
    } catch (error) {
      // Stored all the same (as in save-connection.ts): say so rather than "could not save".
      const note = `Saved, but the background worker did not confirm (${caughtMessage(error)}). Reload the extension if menus do not follow the new preferences.`;
      setFeedback({ tone: 'ok', text: note });
    }
  };

  return (
    <section class="options-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Preferences</h2>
      <form class="options-form" onSubmit={onSubmit} noValidate>
        <label class="options-check">
          <input
            type="checkbox"
            checked={form.autoLookup}
            onChange={(event) => update({ autoLookup: event.currentTarget.checked })}
          />
          Look up menus automatically on Google Maps place pages
        </label>
        <label class="options-check">
          <input
            type="checkbox"
            checked={form.autoRefresh}
            onChange={(event) => update({ autoRefresh: event.currentTarget.checked })}
          />
          Refresh stale saved menus automatically
        </label>
        <NumberField
          label="Freshness window (days)"
          hint="Saved menus older than this count as stale. 1 to 365."
          value={form.freshnessDays}
          onInput={(freshnessDays) => update({ freshnessDays })}
        />
        <NumberField
          label="Monthly allowance (lookups)"
          hint="Stop automatic lookups after this many a month. Leave empty for no limit."
          value={form.monthlyAllowance}
          onInput={(monthlyAllowance) => update({ monthlyAllowance })}
        />
        <NumberField
          label="Automatic lookups per hour, all tabs"
          hint="A ceiling on what pages can spend without a click, however many are open. 1 to 10,000."
          value={form.lookupsPerHour}
          onInput={(lookupsPerHour) => update({ lookupsPerHour })}
        />
        <UsageLine status={status} />
        <DietChoices
          selected={form.dietPreferences}
          onChange={(dietPreferences) => update({ dietPreferences })}
        />
        <div class="options-actions">
          <button type="submit" class="options-button options-button--primary">
            Save preferences
          </button>
        </div>
        <FormStatus feedback={feedback} />
      </form>
    </section>
  );
}
