import type { MenuView } from '../messages/view';

// The inline panel's state machine, free of the DOM and of browser.* so it is unit-tested with fakes.

export interface ShownPlace {
  placeId: string;
  nameHint: string | null;
}

interface Current {
  place: ShownPlace;
  /** The page URL the place was read from; the worker parses it again itself. */
  url: string;
}

export interface PanelControllerDeps {
  /** Asks the worker for the menu of a page URL. */
  ask(url: string, userInitiated: boolean): Promise<MenuView>;
  /** null hides the panel (no place on this page). */
  render(view: MenuView | null): void;
}

export interface PanelController {
  showPlace(place: ShownPlace | null, url: string): Promise<void>;
  /** The user clicked "Show menu" or "Retry": may spend a lookup. */
  lookup(): Promise<void>;
  /** The worker says this place's record changed (background refresh finished). */
  menuUpdated(placeId: string): Promise<void>;
}

export function loadingView(place: ShownPlace): MenuView {
  return {
    placeId: place.placeId,
    nameHint: place.nameHint,
    menu: null,
    outcome: { kind: 'loading' },
    offline: false,
    dietPreferences: [],
  };
}

function failedView(place: ShownPlace, error: unknown): MenuView {
  const message = error instanceof Error ? error.message : 'The extension did not answer';
  return { ...loadingView(place), outcome: { kind: 'error', message } };
}

export function createPanelController(deps: PanelControllerDeps): PanelController {
  let current: Current | null = null;
  // Answers can arrive out of order after quick navigation: only the latest ask may render.
  let generation = 0;

  async function ask(userInitiated: boolean, showLoading: boolean): Promise<void> {
    const shown = current;
    if (!shown) return;
    const mine = ++generation;
    if (showLoading) deps.render(loadingView(shown.place));
    let view: MenuView;
    try {
      view = await deps.ask(shown.url, userInitiated);
    } catch (error) {
      view = failedView(shown.place, error);
    }
    if (mine === generation && current === shown) deps.render(view);
  }

  return {
    async showPlace(place, url) {
      current = place ? { place, url } : null;
      if (!place) {
        generation++;
        deps.render(null);
        return;
      }
      await ask(false, true);
    },
    lookup: () => ask(true, true),
    async menuUpdated(placeId) {
      if (current?.place.placeId === placeId) await ask(false, false);
    },
  };
}
