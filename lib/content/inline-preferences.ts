import type { ContentExtensionApi } from './extension-api';

// The collapsed state lives in storage.sync: storage.local is closed to content scripts where the
// browser allows it (Chrome's setAccessLevel).
const COLLAPSED_KEY = 'ui.panelCollapsed';

export async function loadCollapsed(api: ContentExtensionApi): Promise<boolean> {
  try {
    const stored = await api.storage.sync.get(COLLAPSED_KEY);
    return stored[COLLAPSED_KEY] === true;
  } catch {
    return false;
  }
}

export async function saveCollapsed(api: ContentExtensionApi, collapsed: boolean): Promise<void> {
  try {
    await api.storage.sync.set({ [COLLAPSED_KEY]: collapsed });
  } catch {
    // Remembering the state is a convenience; the panel still works.
  }
}
