import { describe, expect, it } from 'vitest';
import { createMenuClient } from '@/lib/api/http/client';
import { checkApiKey } from '@/lib/options/api-key';

// The client sends the key in an HTTP header and refuses anything but printable ASCII
// (lib/api/http/client.ts): a key the options page accepts must be one the client can send.

const clientAccepts = (key: string) => {
  try {
    createMenuClient({ baseUrl: 'https://menus.example.com', apiKey: key });
    return true;
  } catch {
    return false;
  }
};

describe('API key characters', () => {
  it.each([
    ['a zero-width space after it', 'sk-live-0123456789\u200b'],
    ['a word joiner inside it', 'sk-live-01234\u206056789'],
    ['a byte-order mark before it', '\ufeffsk-live-0123456789'],
  ])('a key pasted with %s is stored without it', (_what, pasted) => {
    const checked = checkApiKey(pasted);
    expect(checked).toEqual({ ok: true, key: 'sk-live-0123456789' });
  });

  it.each([
    ['typographic quotes', '“sk-live-0123456789”'],
    ['an ellipsis (a shortened key copied)', 'sk-live-0123…'],
    ['a non-Latin letter', 'sk-live-０１２３'],
  ])('a key with %s is refused at once, not saved as one no request can carry', (_what, pasted) => {
    expect(clientAccepts(pasted.trim())).toBe(false);
    const checked = checkApiKey(pasted);
    expect(checked.ok).toBe(false);
  });

  it('every key it accepts can be sent by the client', () => {
    for (const pasted of [' sk-test-SECRET-0123456789\n', 'abc_DEF.123~!$', 'sk\u200b-x']) {
      const checked = checkApiKey(pasted);
      expect(checked.ok).toBe(true);
      if (checked.ok) expect(clientAccepts(checked.key)).toBe(true);
    }
  });
});

describe('checkApiKey', () => {
  it('trims and accepts a key', () => {
    expect(checkApiKey('  abc-123\n')).toEqual({ ok: true, key: 'abc-123' });
  });
  it.each(['', ' \t', 'abc 123', 'abc\n123'])('refuses %j', (input) => {
    expect(checkApiKey(input).ok).toBe(false);
  });
  it('refuses an absurdly long key', () => {
    expect(checkApiKey('k'.repeat(4097))).toEqual({ ok: false, problem: 'The API key is too long.' });
  });
});
