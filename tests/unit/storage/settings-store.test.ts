import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { parseSettings } from '@/lib/storage/areas/settings';
import { loadSettings, saveSettings } from '@/lib/storage/areas/settings-store';

const area = () => fakeBrowser.storage.local;

describe('settings store', () => {
  it('falls back to defaults for missing or damaged values', async () => {
    expect(await loadSettings(area())).toEqual(parseSettings(undefined));
    await area().set({ settings: { autoLookup: 'yes', freshnessDays: 3 } });
    expect(await loadSettings(area())).toEqual({ ...parseSettings(undefined), freshnessDays: 3 });
  });

  it('round-trips what it saves, normalised', async () => {
    const saved = await saveSettings(area(), {
      ...parseSettings(undefined),
      autoRefresh: false,
      freshnessDays: 999,
    });
    expect(saved).toEqual({ ...parseSettings(undefined), autoRefresh: false });
    expect(await loadSettings(area())).toEqual(saved);
  });
});
