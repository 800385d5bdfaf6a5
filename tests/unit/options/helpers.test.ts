import { describe, expect, it } from 'vitest';
import { approximateSize } from '@/components/options/CacheSection';
import { checkApiKey } from '@/lib/options/api-key';
import { hostPermissionPattern } from '@/lib/options/host-permission';
import { checkPreferences, preferencesForm } from '@/lib/options/preferences';
import { DEFAULT_SETTINGS } from '@/lib/settings';

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

describe('checkPreferences', () => {
  it('round-trips the settings through the form', () => {
    const settings = { ...DEFAULT_SETTINGS, monthlyAllowance: 40, dietPreferences: ['kosher'] };
    const checked = checkPreferences(preferencesForm(settings));
    expect(checked).toEqual({
      ok: true,
      preferences: {
        autoLookup: true,
        autoRefresh: true,
        freshnessDays: 7,
        monthlyAllowance: 40,
        dietPreferences: ['kosher'],
      },
    });
  });
  it.each(['', '-1', '1e2', 'abc'])('refuses a freshness window of %j', (freshnessDays) => {
    expect(checkPreferences({ ...preferencesForm(DEFAULT_SETTINGS), freshnessDays }).ok).toBe(false);
  });
  it('accepts the bounds 1 and 365', () => {
    expect(checkPreferences({ ...preferencesForm(DEFAULT_SETTINGS), freshnessDays: '1' }).ok).toBe(true);
    expect(checkPreferences({ ...preferencesForm(DEFAULT_SETTINGS), freshnessDays: '365' }).ok).toBe(true);
  });
});

describe('small formatters', () => {
  it('describes sizes approximately', () => {
    expect(approximateSize(100)).toBe('under 1 KB');
    expect(approximateSize(348_160)).toBe('about 340 KB');
    expect(approximateSize(5 * 1024 * 1024 + 200_000)).toBe('about 5.2 MB');
  });
  it('asks for the whole host, without its port (Firefox matches no pattern with one)', () => {
    expect(hostPermissionPattern('http://localhost:8787')).toBe('http://localhost/*');
  });
});
