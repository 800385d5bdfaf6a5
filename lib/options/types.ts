import type { CacheStats, ConnectionTestResponse } from '@/lib/messages/protocol';
import type { StatusView } from '@/lib/messages/view';
import type { Settings } from '@/lib/settings';

/** Everything the options page needs from the browser, storage and the worker; tests pass a fake. */
export interface OptionsBackend {
  loadSettings(): Promise<Settings>;
  loadApiKey(): Promise<string | null>;
  /** Returns what was stored (normalised). */
  saveSettings(settings: Settings): Promise<Settings>;
  saveApiKey(key: string): Promise<void>;
  /** Already allowed to contact this origin (no prompt needed). */
  hasHostPermission(origin: string): Promise<boolean>;
  /**
   * Prompts for the origin. Browsers require a user gesture: call it synchronously from the click
   * or submit handler, before any await.
   */
  requestHostPermission(origin: string): Promise<boolean>;
  /** Tells the worker to re-read settings and key. */
  settingsChanged(): Promise<void>;
  /** Bills 1 lookup. */
  testConnection(): Promise<ConnectionTestResponse>;
  status(): Promise<StatusView>;
  cacheStats(): Promise<CacheStats>;
  exportCache(): Promise<string>;
  /** A Blob URL holding the JSON text, for an `<a download>`. */
  createDownloadUrl(json: string): string;
  revokeDownloadUrl(url: string): void;
  /** Returns how many menus were removed. */
  clearCache(): Promise<number>;
}
