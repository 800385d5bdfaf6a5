import type { Settings } from '@/lib/settings';

export type Preferences = Omit<Settings, 'serviceUrl'>;

/** The preference inputs as typed (numbers stay text until validated). */
export interface PreferencesForm {
  autoLookup: boolean;
  autoRefresh: boolean;
  freshnessDays: string;
  monthlyAllowance: string;
  lookupsPerHour: string;
  dietPreferences: string[];
}

export function preferencesForm(settings: Settings): PreferencesForm {
  return {
    autoLookup: settings.autoLookup,
    autoRefresh: settings.autoRefresh,
    freshnessDays: String(settings.freshnessDays),
    monthlyAllowance: settings.monthlyAllowance === null ? '' : String(settings.monthlyAllowance),
    lookupsPerHour: String(settings.lookupsPerHour),
    dietPreferences: [...settings.dietPreferences],
  };
}

function wholeNumber(text: string): number | null {
  return /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null;
}

export type PreferencesCheck = { ok: true; preferences: Preferences } | { ok: false; problem: string };

export function checkPreferences(form: PreferencesForm): PreferencesCheck {
  const days = wholeNumber(form.freshnessDays);
  if (days === null || days < 1 || days > 365) {
    return { ok: false, problem: 'Freshness window must be a whole number of days from 1 to 365.' };
  }
  const allowanceText = form.monthlyAllowance.trim();
  const allowance = allowanceText === '' ? null : wholeNumber(allowanceText);
  if (allowanceText !== '' && (allowance === null || allowance < 1)) {
    return {
      ok: false,
      problem: 'Monthly allowance must be a whole number of at least 1, or empty for none.',
    };
  }
  const perHour = wholeNumber(form.lookupsPerHour);
  if (perHour === null || perHour < 1 || perHour > 10_000) {
    return {
      ok: false,
      problem: 'Automatic lookups per hour must be a whole number from 1 to 10,000.',
    };
  }
  return {
    ok: true,
    preferences: {
      autoLookup: form.autoLookup,
      autoRefresh: form.autoRefresh,
      freshnessDays: days,
      monthlyAllowance: allowance,
      lookupsPerHour: perHour,
      dietPreferences: [...new Set(form.dietPreferences)],
    },
  };
}
