export type AuthOutcome =
  | { kind: 'valid'; key: string; keyIndex: number }
  | { kind: 'missing' }
  | { kind: 'invalid' };

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** Checks `Authorization: Bearer <key>` against the configured keys (index = position in config). */
export function authenticate(header: string | undefined, keys: readonly string[]): AuthOutcome {
  if (header === undefined || header.trim() === '') return { kind: 'missing' };
  const token = BEARER.exec(header)?.[1];
  if (!token) return { kind: 'invalid' };
  const keyIndex = keys.indexOf(token);
  return keyIndex === -1 ? { kind: 'invalid' } : { kind: 'valid', key: token, keyIndex };
}
