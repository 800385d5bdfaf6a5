import { type MessageKey, t } from '@/lib/i18n/messages';
import { SETTING_MAX, type Settings, SettingsSchema } from '@/lib/storage/areas/settings';

export type Preferences = Omit<Settings, 'serviceUrl'>;

/** The preference inputs as typed (numbers stay text until validated). */
export type PreferencesForm = {
  [K in keyof Preferences]: K extends NumberPreference ? string : Preferences[K];
};

export function preferencesForm({ serviceUrl: _url, ...settings }: Settings): PreferencesForm {
  return {
    ...settings,
    freshnessDays: String(settings.freshnessDays),
    monthlyAllowance: settings.monthlyAllowance === null ? '' : String(settings.monthlyAllowance),
    lookupsPerHour: String(settings.lookupsPerHour),
    packConfirmAbove: String(settings.packConfirmAbove),
    dietPreferences: [...settings.dietPreferences],
  };
}

/** The preferences typed as whole numbers. */
export type NumberPreference = 'freshnessDays' | 'monthlyAllowance' | 'lookupsPerHour' | 'packConfirmAbove';

/** What to say of a number outside its bounds (SettingsSchema's, checked without its fallback to the default). */
const PROBLEMS: Record<NumberPreference, MessageKey> = {
  freshnessDays: 'check.freshness',
  monthlyAllowance: 'check.allowance',
  lookupsPerHour: 'check.perHour',
  packConfirmAbove: 'check.packConfirm',
};

/** A number field's largest value, for its hint and check: `t()` writes it in the page's language ("10.000"). */
export function limitValues(field: NumberPreference): Readonly<Record<string, number>> {
  return field === 'monthlyAllowance' ? {} : { max: SETTING_MAX[field] };
}

export type NumberCheck = { ok: true; value: number | null } | { ok: false; problem: string };

/** One number field as typed: its value (null: an empty allowance, none), or what is wrong with it. */
export function checkNumberPreference(field: NumberPreference, text: string): NumberCheck {
  const trimmed = text.trim();
  if (field === 'monthlyAllowance' && trimmed === '') return { ok: true, value: null };
  const value = /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
  return value !== null && SettingsSchema.shape[field].def.innerType.safeParse(value).success
    ? { ok: true, value }
    : { ok: false, problem: t(PROBLEMS[field], limitValues(field)) };
}
