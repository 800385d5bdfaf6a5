import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SETTINGS } from '@/lib/settings';
import {
  clearKeyInvalid,
  isKeyMarkedInvalid,
  keyFingerprint,
  loadApiKey,
  markKeyInvalid,
  saveApiKey,
} from '@/lib/worker/storage/key-store';
import { loadSettings, saveSettings } from '@/lib/worker/storage/settings-store';

const area = () => fakeBrowser.storage.local;

describe('key store', () => {
  it('saves a trimmed key under its own entry and removes a blank one', async () => {
    await saveApiKey(area(), '  sk-abc  ');
    expect(await loadApiKey(area())).toBe('sk-abc');
    expect(await area().get('settings')).toEqual({ settings: undefined });
    await saveApiKey(area(), '   ');
    expect(await loadApiKey(area())).toBeNull();
    await saveApiKey(area(), 'sk-abc');
    await saveApiKey(area(), null);
    expect(await loadApiKey(area())).toBeNull();
  });

  it('reads a damaged entry as no key', async () => {
    await area().set({ apiKey: 42 });
    expect(await loadApiKey(area())).toBeNull();
  });

  it('ties the invalid mark to one key by fingerprint', async () => {
    expect(await keyFingerprint('a')).not.toBe(await keyFingerprint('b'));
    await markKeyInvalid(area(), 'sk-one');
    expect(await isKeyMarkedInvalid(area(), 'sk-one')).toBe(true);
    expect(await isKeyMarkedInvalid(area(), 'sk-two')).toBe(false);
    await clearKeyInvalid(area());
    expect(await isKeyMarkedInvalid(area(), 'sk-one')).toBe(false);
  });
});

describe('settings store', () => {
  it('falls back to defaults for missing or damaged values', async () => {
    expect(await loadSettings(area())).toEqual(DEFAULT_SETTINGS);
    await area().set({ settings: { autoLookup: 'yes', freshnessDays: 3 } });
    expect(await loadSettings(area())).toEqual({ ...DEFAULT_SETTINGS, freshnessDays: 3 });
  });

  it('round-trips what it saves, normalised', async () => {
    const saved = await saveSettings(area(), { ...DEFAULT_SETTINGS, autoRefresh: false, freshnessDays: 999 });
    expect(saved).toEqual({ ...DEFAULT_SETTINGS, autoRefresh: false });
    expect(await loadSettings(area())).toEqual(saved);
  });
});
