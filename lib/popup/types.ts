import type { LocalSearchHit, RemoteSearchResponse, SavedMenuPage } from '@/lib/messages/protocol';
import type { BudgetStatus, MenuView, StatusView } from '@/lib/messages/view';

/** Everything the popup needs from the browser and the worker; tests pass a fake. */
export interface PopupBackend {
  /** The tab whose place the popup shows: `?tab=` when opened as a page, else the active tab. */
  currentTabId(): Promise<number | null>;
  menuForTab(tabId: number): Promise<MenuView>;
  /** userInitiated: the user asked (may bill 1 lookup when nothing is cached). */
  menuForPlace(placeId: string, userInitiated: boolean): Promise<MenuView>;
  status(): Promise<StatusView>;
  /** Cached menus only: free, works offline. */
  searchLocal(query: string): Promise<LocalSearchHit[]>;
  /** The service's search: bills 1 lookup unless the worker answers from its recent-search cache. */
  searchRemote(query: string): Promise<RemoteSearchResponse>;
  /** A page of saved menus from `offset`, newest fetched first. */
  savedMenus(offset: number): Promise<SavedMenuPage>;
  retryBudget(): Promise<BudgetStatus>;
  openOptions(): Promise<void>;
  isOnline(): boolean;
  onOnlineChange(listener: (online: boolean) => void, signal: AbortSignal): void;
  /** The worker's `menu.updated` pushes. */
  onMenuUpdated(listener: (placeId: string) => void, signal: AbortSignal): void;
  now(): number;
}
