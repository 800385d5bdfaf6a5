import { t } from '@/lib/i18n/messages';
import { defaultSettings, type Settings } from '@/lib/storage/areas/settings';

export type Preferences = Omit<Settings, 'serviceUrl'>;

/** The preference inputs as typed (numbers stay text until validated). */
export interface PreferencesForm {
  autoLookup: boolean;
  autoRefresh: boolean;
  freshnessDays: string;
  monthlyAllowance: string;
  lookupsPerHour: string;
  packConfirmAbove: string;
  dietPreferences: string[];
}

export function preferencesForm(settings: Settings): PreferencesForm {
  return {
    autoLookup: settings.autoLookup,
    autoRefresh: settings.autoRefresh,
    freshnessDays: String(settings.freshnessDays),
    monthlyAllowance: settings.monthlyAllowance === null ? '' : String(settings.monthlyAllowance),
    lookupsPerHour: String(settings.lookupsPerHour),
    packConfirmAbove: String(settings.packConfirmAbove),
    dietPreferences: [...settings.dietPreferences],
  };
}

function wholeNumber(text: string): number | null {
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** The preferences typed as whole numbers. */
export type NumberPreference = 'freshnessDays' | 'monthlyAllowance' | 'lookupsPerHour' | 'packConfirmAbove';

export type NumberCheck = { ok: true; value: number | null } | { ok: false; problem: string };

/** One number field as typed: its value (null: an empty allowance, none), or what is wrong with it. */
export function checkNumberPreference(field: NumberPreference, text: string): NumberCheck {
  const trimmed = text.trim();
  const value = wholeNumber(trimmed);
  switch (field) {
    case 'freshnessDays':
      return value !== null && value >= 1 && value <= 365
        ? { ok: true, value }
        : { ok: false, problem: t('check.freshness') };
    case 'monthlyAllowance':
      if (trimmed === '') return { ok: true, value: null };
      return value !== null && value >= 1
        ? { ok: true, value }
        : {
            ok: false,
            problem: t('check.allowance'),
          };
    case 'lookupsPerHour':
      return value !== null && value >= 1 && value <= 10_000
        ? { ok: true, value }
        : { ok: false, problem: t('check.perHour') };
    case 'packConfirmAbove':
      return value !== null && value <= 10_000
        ? { ok: true, value }
        : { ok: false, problem: t('check.packConfirm') };
  }
}

export type PreferencesCheck = { ok: true; preferences: Preferences } | { ok: false; problem: string };

/** The whole form: the first problem, or the preferences it holds. */
export function checkPreferences(form: PreferencesForm): PreferencesCheck {
  const days = checkNumberPreference('freshnessDays', form.freshnessDays);
  if (!days.ok) return days;
  const allowance = checkNumberPreference('monthlyAllowance', form.monthlyAllowance);
  if (!allowance.ok) return allowance;
  const perHour = checkNumberPreference('lookupsPerHour', form.lookupsPerHour);
  if (!perHour.ok) return perHour;
  const confirmAbove = checkNumberPreference('packConfirmAbove', form.packConfirmAbove);
  if (!confirmAbove.ok) return confirmAbove;
  const defaults = defaultSettings();
  return {
    ok: true,
    preferences: {
      autoLookup: form.autoLookup,
      autoRefresh: form.autoRefresh,
      freshnessDays: days.value ?? defaults.freshnessDays,
      monthlyAllowance: allowance.value,
      lookupsPerHour: perHour.value ?? defaults.lookupsPerHour,
      packConfirmAbove: confirmAbove.value ?? defaults.packConfirmAbove,
      dietPreferences: [...new Set(form.dietPreferences)],
    },
  };
}
