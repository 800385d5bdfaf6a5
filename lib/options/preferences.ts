import { type MessageKey, t } from '@/lib/i18n/messages';
import type { Settings } from '@/lib/storage/areas/settings';

export type Preferences = Omit<Settings, 'serviceUrl'>;

/** The preference inputs as typed (numbers stay text until validated). */
export type PreferencesForm = {
  [K in keyof Preferences]: K extends NumberPreference ? string : Preferences[K];
};

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

/** The preferences typed as whole numbers. */
export type NumberPreference = 'freshnessDays' | 'monthlyAllowance' | 'lookupsPerHour' | 'packConfirmAbove';

/** Each number's bounds (as SettingsSchema's) and what to say outside them. */
const NUMBER_RULES: Record<NumberPreference, { min: number; max: number; problem: MessageKey }> = {
  freshnessDays: { min: 1, max: 365, problem: 'check.freshness' },
  monthlyAllowance: { min: 1, max: Number.POSITIVE_INFINITY, problem: 'check.allowance' },
  lookupsPerHour: { min: 1, max: 10_000, problem: 'check.perHour' },
  packConfirmAbove: { min: 0, max: 10_000, problem: 'check.packConfirm' },
};

export type NumberCheck = { ok: true; value: number | null } | { ok: false; problem: string };

/** One number field as typed: its value (null: an empty allowance, none), or what is wrong with it. */
export function checkNumberPreference(field: NumberPreference, text: string): NumberCheck {
  const trimmed = text.trim();
  if (field === 'monthlyAllowance' && trimmed === '') return { ok: true, value: null };
  const value = /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
  const { min, max, problem } = NUMBER_RULES[field];
  return value !== null && value >= min && value <= max
    ? { ok: true, value }
    : { ok: false, problem: t(problem) };
}
