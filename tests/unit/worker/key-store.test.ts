import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  clearKeyInvalid,
  isKeyMarkedInvalid,
  keyFingerprint,
  loadApiKey,
  markKeyInvalid,
  saveApiKey,
} from '@/lib/worker/storage/key-store';

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
