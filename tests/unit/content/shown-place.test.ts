import { describe, expect, it } from 'vitest';
import { createShownPlace } from '../../../lib/content/shown-place';
import type { PlaceRef } from '../../../lib/places/types';

// What the place port is told (shown-place.ts): a place only once the page's URL shows it.

const place = (placeId: string): PlaceRef => ({ provider: 'google', placeId, nameHint: null }) as PlaceRef;
const urlOf = (placeId: string) => `https://www.google.com/maps/place/${placeId}`;

function setup() {
  const said: string[] = [];
  const pending: (() => void)[] = [];
  const page = { url: urlOf('A') };
  const shown = createShownPlace({
    reporter: { report: (url) => said.push(`report ${url}`), close: () => said.push('close') },
    currentUrl: () => page.url,
    parse: (url) => {
      const id = url.match(/\/maps\/place\/(\w+)/)?.[1];
      return id ? place(id) : null;
    },
    later: (check) => void pending.push(check),
  });
  const runLater = () => {
    for (const check of pending.splice(0)) check();
  };
  return { said, page, shown, runLater };
}

describe('createShownPlace', () => {
  it('reports a place once the navigation to it has committed', () => {
    const { said, page, shown, runLater } = setup();
    shown.changed(place('B'), urlOf('B'));
    expect(said).toEqual([]);
    page.url = `${urlOf('B')}/@1,2,3z`;
    runLater();
    expect(said).toEqual([`report ${urlOf('B')}`]);
  });

  it('closes the port instead when the navigation never committed (cancelled, a download)', () => {
    const { said, shown, runLater } = setup();
    shown.changed(place('B'), urlOf('B'));
    runLater();
    expect(said).toEqual(['close']);
  });

  it('closes the port at once when the page leaves its place, and on pagehide', () => {
    const { said, shown } = setup();
    shown.changed(null, 'https://www.google.com/maps/search/pizza');
    shown.left();
    expect(said).toEqual(['close', 'close']);
  });

  it('reports the place again when the page comes back from the back/forward cache', () => {
    const { said, page, shown, runLater } = setup();
    shown.changed(place('A'), urlOf('A'));
    runLater();
    shown.left();
    shown.restored();
    page.url = 'https://www.google.com/maps/search/pizza';
    shown.restored();
    expect(said).toEqual([`report ${urlOf('A')}`, 'close', `report ${urlOf('A')}`, 'close']);
  });
});
