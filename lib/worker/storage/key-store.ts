import { z } from 'zod';
import type { StorageAreaLike } from '@/lib/worker/worker-deps';

// The API key lives in storage.local under its own entry, apart from the settings. It never leaves
// the worker and extension pages, and is never logged. The "key refused" marker stores only a
// fingerprint (SHA-256 prefix) of the key it applies to, so a new key clears it by itself.

export const API_KEY_STORAGE_KEY = 'apiKey';
export const KEY_INVALID_STORAGE_KEY = 'keyInvalidFor';

const KeySchema = z.string().trim().min(1).max(4096);

/** The key from a stored value, null when missing or unusable. */
export function apiKeyFrom(stored: unknown): string | null {
  const parsed = KeySchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

export async function loadApiKey(area: StorageAreaLike): Promise<string | null> {
  return apiKeyFrom((await area.get(API_KEY_STORAGE_KEY))[API_KEY_STORAGE_KEY]);
}

/** Stores the key (trimmed); null or blank removes it. */
export async function saveApiKey(area: StorageAreaLike, key: string | null): Promise<void> {
  const parsed = KeySchema.safeParse(key);
  if (parsed.success) await area.set({ [API_KEY_STORAGE_KEY]: parsed.data });
  else await area.remove(API_KEY_STORAGE_KEY);
}

export async function keyFingerprint(key: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  return Array.from(new Uint8Array(digest).slice(0, 12), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** The stored "key refused" marker, read apart so that callers can read it alongside the key. */
export async function readKeyInvalidMarker(area: StorageAreaLike): Promise<unknown> {
  return (await area.get(KEY_INVALID_STORAGE_KEY))[KEY_INVALID_STORAGE_KEY];
}

/** True when `marker` (see readKeyInvalidMarker) was written for exactly this key. */
export async function markerMatchesKey(marker: unknown, key: string): Promise<boolean> {
  return typeof marker === 'string' && marker === (await keyFingerprint(key));
}

/** True when a 401 was seen for exactly this key. */
export async function isKeyMarkedInvalid(area: StorageAreaLike, key: string): Promise<boolean> {
  return markerMatchesKey(await readKeyInvalidMarker(area), key);
}

export async function markKeyInvalid(area: StorageAreaLike, key: string): Promise<void> {
  await area.set({ [KEY_INVALID_STORAGE_KEY]: await keyFingerprint(key) });
}

export async function clearKeyInvalid(area: StorageAreaLike): Promise<void> {
  await area.remove(KEY_INVALID_STORAGE_KEY);
}
