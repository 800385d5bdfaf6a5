import { parseSettings, type Settings } from '@/lib/storage/areas/settings';
import type { StorageAreaLike } from './stored-entry';

export const SETTINGS_STORAGE_KEY = 'settings';

/** Lenient read: missing or damaged fields fall back to the defaults. */
export async function loadSettings(area: StorageAreaLike): Promise<Settings> {
  return parseSettings((await area.get(SETTINGS_STORAGE_KEY))[SETTINGS_STORAGE_KEY]);
}

/** A storage.onChanged entry (`{oldValue, newValue}`), or none. */
type StorageChange = { oldValue?: unknown; newValue?: unknown } | null | undefined;

/** A storage.onChanged entry whose value really changed (some browsers report a same-value write). */
export function changesValue(change: unknown): boolean {
  const entry = change as StorageChange;
  return entry != null && entry.oldValue !== entry.newValue;
}

/**
 * Whether a change of the settings entry points them at another service: the 404s remembered so far
 * were its predecessor's answers (a wrong base path gives one for every place).
 */
export function changesServiceUrl(change: unknown): boolean {
  const entry = change as StorageChange;
  return parseSettings(entry?.oldValue).serviceUrl !== parseSettings(entry?.newValue).serviceUrl;
}

/** Normalises and stores the settings; returns what was stored. */
export async function saveSettings(area: StorageAreaLike, settings: Settings): Promise<Settings> {
  const normalised = parseSettings(settings);
  await area.set({ [SETTINGS_STORAGE_KEY]: normalised });
  return normalised;
}
