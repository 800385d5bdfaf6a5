import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SETTINGS } from '@/lib/settings';
import { loadSettings, saveSettings } from '@/lib/worker/storage/settings-store';

const area = () => fakeBrowser.storage.local;

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
