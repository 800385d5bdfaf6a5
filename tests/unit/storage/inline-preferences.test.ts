import { describe, expect, it } from 'vitest';
import {
  INLINE_PREFERENCE_KEYS,
  readInlinePreferences,
  saveInlinePreference,
} from '@/lib/storage/areas/inline-preferences';

function fakeApi(failing = false) {
  const stored: Record<string, unknown> = {};
  const api = {
    storage: {
      sync: {
        set: async (items: Record<string, unknown>) => {
          if (failing) throw new Error('storage.sync is disabled');
          Object.assign(stored, items);
        },
      },
    },
  };
  return { api, stored };
}

describe('inline preferences', () => {
  it('default to an open panel at the top', () => {
    expect(readInlinePreferences({})).toEqual({ collapsed: false, edge: 'top' });
  });

  it('read back what was saved, under the keys the worker reads', async () => {
    const { api, stored } = fakeApi();
    await saveInlinePreference(api, 'collapsed', true);
    await saveInlinePreference(api, 'edge', 'bottom');
    expect(Object.keys(stored).sort()).toEqual([...INLINE_PREFERENCE_KEYS].sort());
    expect(readInlinePreferences(stored)).toEqual({ collapsed: true, edge: 'bottom' });
  });

  it('read damaged values as the defaults', () => {
    expect(readInlinePreferences({ 'ui.panelCollapsed': 'yes', 'ui.panelEdge': 'left' })).toEqual({
      collapsed: false,
      edge: 'top',
    });
  });

  it('save nothing, without crashing, when storage fails', async () => {
    const { api, stored } = fakeApi(true);
    await expect(saveInlinePreference(api, 'edge', 'bottom')).resolves.toBeUndefined();
    expect(stored).toEqual({});
  });
});
