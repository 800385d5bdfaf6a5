// The Maps panel's own preferences live in storage.sync: storage.local is closed to content scripts
// where the browser allows it (Chrome's setAccessLevel). The worker reads them for the panel's start
// (lib/worker/messaging/panel-start.ts); the panel writes them.

export type PanelEdge = 'top' | 'bottom';

export interface InlinePreferences {
  /** The user hid the panel (wide windows): it shows as a chip and starts no lookup. */
  collapsed: boolean;
  /** Which corner of the map side the panel keeps to. */
  edge: PanelEdge;
}

const KEYS = { collapsed: 'ui.panelCollapsed', edge: 'ui.panelEdge' } as const;

/** The storage.sync entries the preferences are read from. */
export const INLINE_PREFERENCE_KEYS: readonly string[] = Object.values(KEYS);

/** The preferences in what storage.sync holds (anything unreadable: the defaults). */
export function readInlinePreferences(stored: Readonly<Record<string, unknown>>): InlinePreferences {
  return {
    collapsed: stored[KEYS.collapsed] === true,
    edge: stored[KEYS.edge] === 'bottom' ? 'bottom' : 'top',
  };
}

/** Saves one preference from the panel (through the content script's storage.sync). */
export async function saveInlinePreference<K extends keyof InlinePreferences>(
  api: { storage: { sync: { set(items: Record<string, unknown>): Promise<void> } } },
  key: K,
  value: InlinePreferences[K],
): Promise<void> {
  try {
    await api.storage.sync.set({ [KEYS[key]]: value });
  } catch {
    // Remembering it is a convenience; the panel still works.
  }
}
