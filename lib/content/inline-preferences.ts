import type { ContentExtensionApi } from './extension-api';

// The panel's own preferences live in storage.sync: storage.local is closed to content scripts
// where the browser allows it (Chrome's setAccessLevel).

export type PanelEdge = 'top' | 'bottom';

export interface InlinePreferences {
  /** The user hid the panel (wide windows): it shows as a chip and starts no lookup. */
  collapsed: boolean;
  /** Which corner of the map side the panel keeps to. */
  edge: PanelEdge;
}

const KEYS = { collapsed: 'ui.panelCollapsed', edge: 'ui.panelEdge' } as const;

export async function loadInlinePreferences(api: ContentExtensionApi): Promise<InlinePreferences> {
  try {
    const stored = await api.storage.sync.get(Object.values(KEYS));
    return {
      collapsed: stored[KEYS.collapsed] === true,
      edge: stored[KEYS.edge] === 'bottom' ? 'bottom' : 'top',
    };
  } catch {
    return { collapsed: false, edge: 'top' };
  }
}

export async function saveInlinePreference<K extends keyof InlinePreferences>(
  api: ContentExtensionApi,
  key: K,
  value: InlinePreferences[K],
): Promise<void> {
  try {
    await api.storage.sync.set({ [KEYS[key]]: value });
  } catch {
    // Remembering it is a convenience; the panel still works.
  }
}
