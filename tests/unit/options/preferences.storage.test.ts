// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createOptionsPort } from '@/lib/options/options-port';
import { checkNumberPreference, preferencesForm } from '@/lib/options/preferences';
import { loadSettings } from '@/lib/storage/areas/settings-store';

// What the options page stores when a preference is edited, whichever control saves it: the form
// is checked by lib/options/preferences.ts and written through the options port.

describe('preferences: stored through the options port', () => {
  it('an edited "Automatic lookups per hour" is stored and read back by the worker', async () => {
    const port = createOptionsPort();
    const settings = await port.loadSettings();
    const checked = checkNumberPreference('lookupsPerHour', ' 120 ');
    if (!checked.ok) throw new Error(checked.problem);
    await port.saveSettings({ ...settings, lookupsPerHour: checked.value ?? settings.lookupsPerHour });

    expect((await loadSettings(fakeBrowser.storage.local)).lookupsPerHour).toBe(120);
    expect(preferencesForm(await port.loadSettings()).lookupsPerHour).toBe('120');
  });
});
