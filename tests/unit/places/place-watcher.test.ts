import { describe, expect, it, vi } from 'vitest';
import { watchPlace, withoutCamera } from '@/lib/places/place-watcher';
import { FLORE, KATZ, placeUrl } from './place-fixtures';

/** A page whose URL the test changes, and a subscribe that records its listeners like ctx does. */
function fakePage(initialUrl: string) {
  let url = initialUrl;
  const listeners = new Set<() => void>();
  return {
    getUrl: () => url,
    subscribe: (onChange: () => void, signal: AbortSignal) => {
      listeners.add(onChange);
      signal.addEventListener('abort', () => listeners.delete(onChange), { once: true });
    },
    /** pushState/replaceState followed by the location-change event. */
    navigate(next: string) {
      url = next;
      for (const listener of listeners) listener();
    },
    /** An event fired without the URL changing (a second listener, a popstate duplicate). */
    fire() {
      for (const listener of listeners) listener();
    },
    listenerCount: () => listeners.size,
  };
}

function start(initialUrl: string, { abortInSubscribe = false } = {}) {
  const page = fakePage(initialUrl);
  const controller = new AbortController();
  const seen: string[] = [];
  watchPlace({
    getUrl: page.getUrl,
    subscribe: page.subscribe,
    later: (check) => check(),
    onPlace: (url) => seen.push(url),
    signal: controller.signal,
  });
  if (abortInSubscribe) controller.abort();
  return { page, controller, seen };
}

const katz = (camera: string, extra = {}) => placeUrl(KATZ, { camera, ...extra });
const MAP_ONLY = 'https://www.google.com/maps/@40.72,-73.98,15z';

describe('watchPlace', () => {
  it('tells the URL once at start, with or without a place (the worker reads it)', () => {
    expect(start(katz('@40.7222,-73.9873,17z')).seen).toEqual([katz('@40.7222,-73.9873,17z')]);
    expect(start(MAP_ONLY).seen).toEqual([MAP_ONLY]);
  });

  it('pans and zooms cost no callback, on a place or on the map alone', () => {
    const { page, seen } = start(katz('@40.7222,-73.9873,17z'));
    page.navigate(katz('@40.7300,-73.9800,17z'));
    page.navigate(katz('@40.7300,-73.9800,12.5z'));
    page.fire();
    expect(seen).toEqual([katz('@40.7222,-73.9873,17z')]);
    page.navigate(MAP_ONLY);
    page.navigate('https://www.google.com/maps/@40.73,-73.99,15.5z');
    expect(seen).toEqual([katz('@40.7222,-73.9873,17z'), MAP_ONLY]);
  });

  it('any other change is told: a new place, leaving it, coming back, its URL rewritten', () => {
    const { page, seen } = start(katz('@40.7222,-73.9873,17z'));
    page.navigate(placeUrl(FLORE));
    page.fire();
    page.navigate(placeUrl(FLORE, { camera: '@48.85,2.33,14z' }));
    page.navigate(katz('@40.72,-73.98,16z'));
    page.navigate(MAP_ONLY);
    page.navigate(katz('@40.72,-73.98,16z'));
    page.navigate(katz('@40.72,-73.98,16z', { with19s: true }));
    expect(seen).toEqual([
      katz('@40.7222,-73.9873,17z'),
      placeUrl(FLORE),
      katz('@40.72,-73.98,16z'),
      MAP_ONLY,
      katz('@40.72,-73.98,16z'),
      katz('@40.72,-73.98,16z', { with19s: true }),
    ]);
  });

  it('after abort, no further calls even if the source keeps firing', () => {
    const { page, controller, seen } = start(katz('@40.7222,-73.9873,17z'));
    controller.abort();
    expect(page.listenerCount()).toBe(0);
    page.navigate(placeUrl(FLORE));
    expect(seen).toEqual([katz('@40.7222,-73.9873,17z')]);
  });

  it('ignores a change delivered by a subscribe that forgets to unhook on abort', () => {
    const page = fakePage(katz('@40.7222,-73.9873,17z'));
    const controller = new AbortController();
    let leaked = (): void => {};
    const onPlace = vi.fn<(url: string) => void>();
    watchPlace({
      getUrl: page.getUrl,
      subscribe: (onChange) => (leaked = onChange),
      later: (check) => check(),
      onPlace,
      signal: controller.signal,
    });
    controller.abort();
    page.navigate(placeUrl(FLORE));
    leaked();
    expect(onPlace).toHaveBeenCalledTimes(1);
  });

  it('does nothing when started with an aborted signal', () => {
    const controller = new AbortController();
    controller.abort();
    const onPlace = vi.fn();
    const subscribe = vi.fn();
    watchPlace({
      getUrl: () => placeUrl(KATZ),
      subscribe,
      later: (check) => check(),
      onPlace,
      signal: controller.signal,
    });
    expect(onPlace).not.toHaveBeenCalled();
    expect(subscribe).not.toHaveBeenCalled();
  });
});

describe('withoutCamera', () => {
  it('drops only the camera segment', () => {
    expect(withoutCamera(katz('@40.7222,-73.9873,17z'))).toBe(withoutCamera(katz('@1,2,3z')));
    expect(withoutCamera('https://www.google.com/maps/@40.72,-73.98,15z?hl=de')).toBe(
      'https://www.google.com/maps?hl=de',
    );
    expect(withoutCamera(placeUrl(FLORE))).not.toBe(withoutCamera(placeUrl(KATZ)));
  });
});

describe('watchPlace reads the URL once the navigation announced has committed', () => {
  // WXT's location-change event comes from the Navigation API's navigate, before the navigation
  // commits, and also for one that never does: a tel: or mailto: link, a download, a 204.
  function announced() {
    let url = katz('@40.7222,-73.9873,17z');
    const listeners: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const seen: (string | null)[] = [];
    watchPlace({
      getUrl: () => url,
      subscribe: (onChange) => listeners.push(onChange),
      later: (check) => tasks.push(check),
      onPlace: (next) => seen.push(next === placeUrl(FLORE) ? FLORE.placeId : KATZ.placeId),
      signal: new AbortController().signal,
    });
    const announce = () => {
      for (const listener of listeners) listener();
    };
    const runTasks = () => {
      for (const task of tasks.splice(0)) task();
    };
    return { seen, announce, runTasks, commit: (next: string) => (url = next) };
  }

  it('a navigation that never commits changes nothing: the place stays shown', () => {
    const { seen, announce, runTasks } = announced();
    announce(); // <a href="tel:…"> clicked: the page stays where it is
    runTasks();
    expect(seen).toEqual([KATZ.placeId]);
  });

  it('one that commits is read a task later', () => {
    const { seen, announce, runTasks, commit } = announced();
    announce();
    expect(seen).toEqual([KATZ.placeId]);
    commit(placeUrl(FLORE)); // history.pushState lands
    runTasks();
    expect(seen).toEqual([KATZ.placeId, FLORE.placeId]);
  });
});
