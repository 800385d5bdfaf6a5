import type { MenuClient, MenuClientConfig } from '@/lib/api/http/client';
import type { Catalogue } from '@/lib/i18n/messages';
import type { StorageErrorKind } from '@/lib/messages/view';
import type { LatLng } from '@/lib/places/coordinates';
import type { MapsUrlPlace } from '@/lib/places/place-path';
import type { StorageAreaLike } from '@/lib/storage/areas/stored-entry';
import type { KeyStore } from '@/lib/storage/key/key-store';
import type { PlaceLists } from '@/lib/storage/lists/place-lists';
import type { BudgetStore, MenuCache } from '@/lib/storage/menus/stores';
import type { createBrowserNotifier } from './browser/browser-notifier';
import type { MapsTabScripting } from './browser/maps-tab-scripting';

/** A place as lib/places/place-url.ts reads it; `at`: its own position when its link gave one (`!3d!4d`). */
export type NamedPlaceId = MapsUrlPlace & { at?: LatLng };

/** Everything the worker needs from its environment; create-worker.ts passes the real ones. */
export interface WorkerDeps {
  cache: MenuCache;
  /** The place lists under Saved (issue 33), in the menu database; a trip pack keeps its places as one. */
  lists: PlaceLists;
  budgetStore: BudgetStore;
  /** storage.local: settings, the key's revision, key-invalid marker. */
  local: StorageAreaLike;
  /** The API key (not in storage.local: Firefox's content scripts can read that). */
  keyStore: KeyStore;
  /** storage.session: tab caps, in-flight markers, remote search answers, failure markers. */
  session: StorageAreaLike;
  /**
   * storage.session without the worker's read memory: a trip pack's job, which a stopped worker's
   * last requests and the next worker both touch, must be read as it is, not as this one last saw it.
   */
  sessionDirect: StorageAreaLike;
  createApi(config: MenuClientConfig): MenuClient;
  parsePlaceUrl(url: string): NamedPlaceId | null;
  getTabUrl(tabId: number): Promise<string | null>;
  /** The active tab of the last focused window: the one a toolbar popup was opened over. */
  activeTabId(): Promise<number | null>;
  /** Outgoing side effects that only inform: failures are ignored by the implementation. */
  notifier: ReturnType<typeof createBrowserNotifier>;
  /** The extension pages' language (the options' choice, else the browser's), the toolbar's. */
  extensionLanguage?(): Promise<string>;
  /** A shipped language's catalogue, read anew; null when unreadable. Both absent (tests): the one in use. */
  catalogue?(language: string): Promise<Catalogue | null>;
  /** What a Maps panel's start reads besides its catalogue: storage.sync (language choice, preferences). */
  panel: { sync: Pick<StorageAreaLike, 'get'>; uiLanguage(): string; stylesheet(): Promise<string> };
  now(): number;
  /** navigator.onLine: a hint only. */
  isOnline(): boolean;
  storageError(): StorageErrorKind | null;
  /** Browser storage is full or failing (the menu database's health, lib/storage/menus/storage-errors.ts). */
  storageFailing(): boolean;
  /** Distinguishes this worker instance's in-flight markers from a stopped one's. */
  instanceId: string;
  /** runtime.openOptionsPage (content scripts cannot open extension pages themselves). */
  openOptionsPage(): Promise<void>;
  /** Opens the options page in its welcome mode, in a tab of its own (after the install). */
  openWelcomePage(): Promise<void>;
  /** Absent where the browser adds declared content scripts to open tabs itself (Firefox). */
  mapsTabs?: MapsTabScripting;
  /** Asks a tab's content script for the results list it shows (a trip pack; content-channel.ts). */
  askResultsList(tabId: number): Promise<unknown>;
  /** Whether the extension may reach the service origin (optional host permission). */
  hasHostPermission(origin: string): Promise<boolean>;
}
