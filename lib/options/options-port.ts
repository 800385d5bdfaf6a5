import { browser } from 'wxt/browser';
import { sendRequest } from '@/lib/messages/send';
import { loadApiKey, saveApiKey } from '@/lib/worker/storage/key-store';
import { loadSettings, saveSettings } from '@/lib/worker/storage/settings-store';
import { containsHostPermission, hostPermissionPattern } from './host-permission';
import type { OptionsBackend } from './types';

/** The real options backend: storage.local, the permissions API and the worker. */
export function createOptionsBackend(): OptionsBackend {
  const area = browser.storage.local;
  return {
    loadSettings: () => loadSettings(area),
    loadApiKey: () => loadApiKey(area),
    saveSettings: (settings) => saveSettings(area, settings),
    saveApiKey: (key) => saveApiKey(area, key),
    hasHostPermission: (origin) => containsHostPermission((p) => browser.permissions.contains(p), origin),
    // No await before this call: it must run inside the user gesture.
    requestHostPermission: (origin) =>
      browser.permissions.request({ origins: [hostPermissionPattern(origin)] }),
    settingsChanged: async () => {
      await sendRequest('settings.changed', {});
    },
    testConnection: () => sendRequest('connection.test', {}),
    status: () => sendRequest('status.get', {}),
    cacheStats: () => sendRequest('cache.stats', {}),
    exportCache: () => sendRequest('cache.export', {}),
    createDownloadUrl: (json) => URL.createObjectURL(new Blob([json], { type: 'application/json' })),
    revokeDownloadUrl: (url) => URL.revokeObjectURL(url),
    clearCache: async () => (await sendRequest('cache.clear', {})).cleared,
  };
}
