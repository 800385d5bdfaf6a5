import { caughtMessage } from '@/lib/format/error-text';
import { t } from '@/lib/i18n/messages';
import { checkServiceUrl, type Settings } from '@/lib/storage/areas/settings';
import { checkApiKey } from './api-key';
import type { OptionsPort } from './options-port';

/**
 * `confirmed`: the worker said it took the new connection; `mapsTabs`: the open Maps tabs it told (0
 * when it did not confirm). `technicalDetail`: a caught error's own words (English), shown folded
 * under the message, never inside it.
 */
export type SaveConnectionResult =
  | {
      ok: true;
      settings: Settings;
      message: string;
      confirmed: boolean;
      mapsTabs: number;
      technicalDetail?: string;
    }
  | { ok: false; problem: string; technicalDetail?: string };

/**
 * Validates, asks for the host permission, stores key and URL, then tells the worker.
 * Call it straight from the submit handler: the permission prompt needs the user gesture, so it is
 * requested synchronously, before the first await. Origins in `granted` are not asked again.
 */
export function saveConnection(
  port: OptionsPort,
  input: { serviceUrl: string; apiKey: string },
  current: Settings,
  granted: ReadonlySet<string>,
): Promise<SaveConnectionResult> {
  const url = checkServiceUrl(input.serviceUrl);
  if (!url.ok) return Promise.resolve({ ok: false, problem: url.problem });
  const key = checkApiKey(input.apiKey);
  if (!key.ok) return Promise.resolve({ ok: false, problem: key.problem });
  // The executor runs now, inside the gesture; a throw in it rejects the promise.
  const permission = new Promise<boolean>((resolve) =>
    resolve(granted.has(url.origin) || port.requestHostPermission(url.origin)),
  );
  return store(port, permission, url.origin, key.key, { ...current, serviceUrl: url.url });
}

async function store(
  port: OptionsPort,
  permission: Promise<boolean>,
  origin: string,
  key: string,
  settings: Settings,
): Promise<SaveConnectionResult> {
  try {
    if (!(await permission)) return { ok: false, problem: t('connect.refused', { origin }) };
  } catch (error) {
    return { ok: false, problem: t('connect.notAsked', { origin }), technicalDetail: caughtMessage(error) };
  }
  let stored: Settings;
  try {
    await port.saveApiKey(key);
    stored = await port.saveSettings(settings);
  } catch (error) {
    return { ok: false, problem: t('connect.notSaved'), technicalDetail: caughtMessage(error) };
  }
  let mapsTabs: number;
  try {
    mapsTabs = await port.settingsChanged();
  } catch (error) {
    const technicalDetail = caughtMessage(error);
    const message = t('connect.unconfirmed');
    return { ok: true, settings: stored, message, confirmed: false, mapsTabs: 0, technicalDetail };
  }
  return { ok: true, settings: stored, message: t('options.saved'), confirmed: true, mapsTabs };
}
