import { t } from '@/lib/i18n/messages';

export type ApiKeyCheck = { ok: true; key: string } | { ok: false; problem: string };

const MAX_KEY_LENGTH = 4096;

/** Invisible characters that copying from web pages and documents leaves in or around a key. */
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/g;

/**
 * Trimmed, invisible characters dropped; a key with whitespace inside is a paste mistake (two keys,
 * a line break). The key goes into an HTTP header: the client sends printable ASCII only.
 */
export function checkApiKey(input: string): ApiKeyCheck {
  const key = input.replace(INVISIBLE, '').trim();
  if (key === '') return { ok: false, problem: t('check.enterKey') };
  if (/\s/.test(key)) return { ok: false, problem: t('check.keySpaces') };
  if (key.length > MAX_KEY_LENGTH) return { ok: false, problem: t('check.keyLong') };
  if (!/^[\x21-\x7e]+$/.test(key)) return { ok: false, problem: t('check.keyCharacters') };
  return { ok: true, key };
}
