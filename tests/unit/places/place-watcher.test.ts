import { describe, expect, it, vi } from 'vitest';
import { parseMapsPageUrl } from '@/lib/places/place-path';
import type { MapsUrlPlace } from '@/lib/places/place-ref';
import { samePlace, watchPlace } from '@/lib/places/place-watcher';
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

function start(initialUrl: string, { abortInSubscribe = false, parse = parseMapsPageUrl } = {}) {
  const page = fakePage(initialUrl);
  const controller = new AbortController();
  const seen: (string | null)[] = [];
  watchPlace({
    getUrl: page.getUrl,
    parse,
    subscribe: page.subscribe,
    later: (check) => check(),
    onPlace: (place) => seen.push(place?.placeId ?? null),
    signal: controller.signal,
  });
  if (abortInSubscribe) controller.abort();
  return { page, controller, seen };
}

const katz = (camera: string, extra = {}) => placeUrl(KATZ, { camera, ...extra });
const MAP_ONLY = 'https://www.google.com/maps/@40.72,-73.98,15z';

describe('watchPlace', () => {
  it('reports the place once at start', () => {
    expect(start(katz('@40.7222,-73.9873,17z')).seen).toEqual([KATZ.placeId]);
  });

  it('reports null at start on a page without a place', () => {
    expect(start(MAP_ONLY).seen).toEqual([null]);
  });

  it('pans, zooms and a !19s appearing on the same place cost no callback', () => {
    const { page, seen } = start(katz('@40.7222,-73.9873,17z'));
    page.navigate(katz('@40.7300,-73.9800,17z'));
    page.navigate(katz('@40.7300,-73.9800,12.5z'));
    page.navigate(katz('@40.7300,-73.9800,12.5z', { with19s: true }));
    page.navigate(katz('@40.7300,-73.9800,12.5z').replace("Katz's+Delicatessen", 'Katz'));
    page.fire();
    expect(seen).toEqual([KATZ.placeId]);
  });

  it('a place change is reported once, leaving and coming back again', () => {
    const { page, seen } = start(katz('@40.7222,-73.9873,17z'));
    page.navigate(placeUrl(FLORE));
    page.fire();
    page.navigate(placeUrl(FLORE, { camera: '@48.85,2.33,14z' }));
    page.navigate(katz('@40.72,-73.98,16z'));
    page.navigate(MAP_ONLY);
    page.navigate('https://www.google.com/maps/@40.73,-73.99,15z');
    page.navigate(katz('@40.72,-73.98,16z'));
    expect(seen).toEqual([KATZ.placeId, FLORE.placeId, KATZ.placeId, null, KATZ.placeId]);
  });

  it('does not parse an unchanged URL again', () => {
    const spy = vi.fn(parseMapsPageUrl);
    const { page } = start(katz('@40.7222,-73.9873,17z'), { parse: spy });
    const before = spy.mock.calls.length;
    page.fire();
    page.fire();
    expect(spy.mock.calls.length).toBe(before);
    page.navigate(katz('@40.7,-73.9,17z'));
    page.fire();
    expect(spy.mock.calls.length).toBe(before + 1);
  });

  it('after abort, no further calls even if the source keeps firing', () => {
    const { page, controller, seen } = start(katz('@40.7222,-73.9873,17z'));
    controller.abort();
    expect(page.listenerCount()).toBe(0);
    page.navigate(placeUrl(FLORE));
    expect(seen).toEqual([KATZ.placeId]);
  });

  it('ignores a change delivered by a subscribe that forgets to unhook on abort', () => {
    const page = fakePage(katz('@40.7222,-73.9873,17z'));
    const controller = new AbortController();
    let leaked = (): void => {};
    const onPlace = vi.fn<(place: MapsUrlPlace | null) => void>();
    watchPlace({
      getUrl: page.getUrl,
      parse: parseMapsPageUrl,
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
      parse: parseMapsPageUrl,
      subscribe,
      later: (check) => check(),
      onPlace,
      signal: controller.signal,
    });
    expect(onPlace).not.toHaveBeenCalled();
    expect(subscribe).not.toHaveBeenCalled();
  });
});

describe('samePlace', () => {
  const a: MapsUrlPlace = { provider: 'google', placeId: KATZ.placeId, source: 'fid', nameHint: 'Katz' };
  it.each<[MapsUrlPlace | null, MapsUrlPlace | null, boolean]>([
    [null, null, true],
    [a, null, false],
    [null, a, false],
    [a, { ...a, source: 'place_id', nameHint: null, featureId: KATZ.featureId }, true],
    [a, { ...a, placeId: FLORE.placeId }, false],
  ])('%#', (x, y, same) => {
    expect(samePlace(x, y)).toBe(same);
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
      parse: parseMapsPageUrl,
      subscribe: (onChange) => listeners.push(onChange),
      later: (check) => tasks.push(check),
      onPlace: (place) => seen.push(place?.placeId ?? null),
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
