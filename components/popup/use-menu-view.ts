import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { type MenuView, withoutChanges } from '@/lib/messages/view';
import type { PopupPort } from '@/lib/popup/popup-port';
import { failedView, reloadingView } from '@/lib/popup/popup-views';

export interface MenuViewLoaders {
  /** First request when the view opens. */
  load(): Promise<MenuView>;
  /** After the worker pushed `menu.updated` for the shown place, or back online over "You're offline". */
  refresh(): Promise<MenuView>;
}

export interface MenuViewState {
  /** Null until the worker's first answer. */
  view: MenuView | null;
  /** The user asked for the menu ("uses 1 lookup"). */
  lookup(): void;
  /** The user dismissed the what-changed note. */
  dismissChanges(): void;
}

/** One place's MenuView, kept current with the worker's pushes. `onSettled` follows every request. */
export function useMenuView(port: PopupPort, loaders: MenuViewLoaders, onSettled: () => void): MenuViewState {
  const [view, setView] = useState<MenuView | null>(null);
  const latest = useRef({ view, loaders, onSettled, generation: 0 });
  latest.current = { ...latest.current, view, loaders, onSettled };

  const run = (request: () => Promise<MenuView>) => {
    const generation = ++latest.current.generation;
    const current = () => generation === latest.current.generation;
    request()
      .then((next) => current() && setView(next))
      .catch((error: unknown) => current() && setView(failedView(latest.current.view, error)))
      .finally(() => latest.current.onSettled());
  };

  // A layout effect: the first request leaves right after the first render, not after a paint.
  useLayoutEffect(() => {
    run(() => latest.current.loaders.load());
    const controller = new AbortController();
    port.onMenuUpdated((placeId) => {
      if (latest.current.view?.placeId === placeId) run(() => latest.current.loaders.refresh());
    }, controller.signal);
    // "It will load once you are back online" offers no button: back online, it asks again itself.
    port.onOnlineChange((online) => {
      if (online && latest.current.view?.outcome.kind === 'offline')
        run(() => latest.current.loaders.refresh());
    }, controller.signal);
    return () => controller.abort();
  }, [port]);

  const lookup = () => {
    const placeId = latest.current.view?.placeId;
    if (!placeId) {
      run(() => latest.current.loaders.load());
      return;
    }
    setView(reloadingView(latest.current.view));
    run(() => port.menuForPlace(placeId, true));
  };

  const dismissChanges = () => {
    const shown = latest.current.view;
    if (!shown?.placeId || !shown.menu?.changes) return;
    setView(withoutChanges(shown));
    void port.dismissChanges(shown.placeId).catch(() => undefined);
  };

  return {
    view,
    lookup,
    dismissChanges,
  };
}
