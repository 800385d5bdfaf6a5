import { t } from '../../i18n/messages';
import { MAX_URL_LENGTH } from '../../places/place-path';
// Relative: WXT loads this module at build time (modules/build-service-url.ts), where `@/` does not resolve.
import { z } from '../../zod';

// Preferences in storage.local under one key (the API key is stored apart); each field falls back
// to the schema's default when missing or damaged.

/** The largest value of each bounded number setting: the options' hints and checks say it ({max}). */
export const SETTING_MAX = { freshnessDays: 365, lookupsPerHour: 10_000, packConfirmAbove: 10_000 } as const;

export const SettingsSchema = z.object({
  /** Base URL of the menu service, e.g. "https://menus.example.com". */
  serviceUrl: z.catch(z.nullable(z.string()), null),
  autoLookup: z.catch(z.boolean(), true),
  autoRefresh: z.catch(z.boolean(), true),
  freshnessDays: z.catch(z.int().check(z.minimum(1), z.maximum(SETTING_MAX.freshnessDays)), 7),
  monthlyAllowance: z.catch(z.nullable(z.int().check(z.minimum(1))), null),
  /** Ceiling on automatic lookups across all tabs in a sliding hour (clicks are not counted). */
  lookupsPerHour: z.catch(z.int().check(z.minimum(1), z.maximum(SETTING_MAX.lookupsPerHour)), 60),
  dietPreferences: z.catch(z.array(z.string()), () => []),
  /** A trip pack billing more lookups than this asks once for confirmation (issue 33). */
  packConfirmAbove: z.catch(z.int().check(z.minimum(0), z.maximum(SETTING_MAX.packConfirmAbove)), 10),
});
export type Settings = z.infer<typeof SettingsSchema>;

/** Lenient read: a missing or damaged stored value falls back field by field to the defaults. */
export function parseSettings(raw: unknown): Settings {
  return SettingsSchema.parse(typeof raw === 'object' && raw !== null ? raw : {});
}

export type ServiceUrlCheck = { ok: true; origin: string; url: string } | { ok: false; problem: string };

/** https only, except http for localhost / 127.0.0.1 (the reference service). */
export function checkServiceUrl(input: string): ServiceUrlCheck {
  // The client refuses a longer base (parseHttpUrl): refused here first, in words.
  if (input.trim().length > MAX_URL_LENGTH) return { ok: false, problem: t('check.url.invalid') };
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { ok: false, problem: t('check.url.invalid') };
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    return { ok: false, problem: t('check.url.https') };
  }
  if (url.username || url.password) return { ok: false, problem: t('check.url.credentials') };
  if (url.search || url.hash) return { ok: false, problem: t('check.url.query') };
  // The endpoints are {base}/v1/menu and /v1/search: a base pasted with the version (or a whole
  // endpoint) would send every request to /v1/v1/….
  const path = url.pathname.replace(/\/+$/, '').replace(/\/v1(?:\/(?:menu|search))?$/i, '');
  return { ok: true, origin: url.origin, url: `${url.origin}${path}` };
}
