export type ApiKeyCheck = { ok: true; key: string } | { ok: false; problem: string };

const MAX_KEY_LENGTH = 4096;

/** Trimmed; a key with whitespace inside is a paste mistake (two keys, a line break). */
export function checkApiKey(input: string): ApiKeyCheck {
  const key = input.trim();
  if (key === '') return { ok: false, problem: 'Enter your API key.' };
  if (/\s/.test(key)) return { ok: false, problem: 'The API key must not contain spaces or line breaks.' };
  if (key.length > MAX_KEY_LENGTH) return { ok: false, problem: 'The API key is too long.' };
  return { ok: true, key };
}
