import { describe, expect, it } from 'vitest';
import type { ContentExtensionApi } from '@/lib/content/extension-api';
import { loadInlinePreferences, saveInlinePreference } from '@/lib/content/inline-preferences';

function fakeApi(stored: Record<string, unknown> = {}, failing = false) {
  const api = {
    storage: {
      sync: {
        get: async (keys: string | string[]) => {
          if (failing) throw new Error('storage.sync is disabled');
          const wanted = Array.isArray(keys) ? keys : [keys];
          return Object.fromEntries(Object.entries(stored).filter(([key]) => wanted.includes(key)));
        },
        set: async (items: Record<string, unknown>) => {
          if (failing) throw new Error('storage.sync is disabled');
          Object.assign(stored, items);
        },
      },
    },
  };
  return { api: api as unknown as ContentExtensionApi, stored };
}

describe('inline preferences', () => {
  it('default to an open panel at the top', async () => {
    expect(await loadInlinePreferences(fakeApi().api)).toEqual({ collapsed: false, edge: 'top' });
  });

  it('read back what was saved', async () => {
    const { api } = fakeApi();
    await saveInlinePreference(api, 'collapsed', true);
    await saveInlinePreference(api, 'edge', 'bottom');
    expect(await loadInlinePreferences(api)).toEqual({ collapsed: true, edge: 'bottom' });
  });

  it('read damaged values as the defaults', async () => {
    const { api } = fakeApi({ 'ui.panelCollapsed': 'yes', 'ui.panelEdge': 'left' });
    expect(await loadInlinePreferences(api)).toEqual({ collapsed: false, edge: 'top' });
  });

  it('fall back to the defaults, and save nothing, without crashing when storage fails', async () => {
    const { api } = fakeApi({}, true);
    expect(await loadInlinePreferences(api)).toEqual({ collapsed: false, edge: 'top' });
    await expect(saveInlinePreference(api, 'edge', 'bottom')).resolves.toBeUndefined();
  });
});
