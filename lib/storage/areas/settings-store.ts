import { parseSettings, type Settings } from '@/lib/storage/areas/settings';
import type { StorageAreaLike } from './stored-entry';

export const SETTINGS_STORAGE_KEY = 'settings';

/** Lenient read: missing or damaged fields fall back to the defaults. */
export async function loadSettings(area: StorageAreaLike): Promise<Settings> {
  return parseSettings((await area.get(SETTINGS_STORAGE_KEY))[SETTINGS_STORAGE_KEY]);
}

type StorageChange = { oldValue?: unknown; newValue?: unknown };

/** A storage.onChanged entry, or null when `change` is none. */
function storageChange(change: unknown): StorageChange | null {
  return typeof change === 'object' && change !== null ? (change as StorageChange) : null;
}

/** A storage.onChanged entry whose value really changed (some browsers report a same-value write). */
export function changesValue(change: unknown): boolean {
  const entry = storageChange(change);
  return entry !== null && entry.oldValue !== entry.newValue;
}

/**
 * Whether a storage change of the settings entry (`{oldValue, newValue}`) points them at another
 * service: the 404s remembered so far were its predecessor's answers (a wrong base path gives one
 * for every place).
 */
export function changesServiceUrl(change: unknown): boolean {
  const entry = storageChange(change);
  return (
    entry !== null && parseSettings(entry.oldValue).serviceUrl !== parseSettings(entry.newValue).serviceUrl
  );
}

/** Normalises and stores the settings; returns what was stored. */
export async function saveSettings(area: StorageAreaLike, settings: Settings): Promise<Settings> {
  const normalised = parseSettings(settings);
  await area.set({ [SETTINGS_STORAGE_KEY]: normalised });
  return normalised;
}
