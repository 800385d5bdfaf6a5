import { describe, expect, it } from 'vitest';
import { createShownPlace } from '@/lib/content/place-reporter';

// What the place port is told (place-reporter.ts). That a place is named only once its navigation has
// committed is the place watcher's part (place-watcher.test.ts), and only once the worker named it
// the controller's (panel-controller.test.ts).

const urlOf = (placeId: string) => `https://www.google.com/maps/place/${placeId}`;

function setup() {
  const said: string[] = [];
  const shown = createShownPlace({
    report: (url) => said.push(`report ${url}`),
    close: () => said.push('close'),
  });
  return { said, shown };
}

describe('createShownPlace', () => {
  it('reports the place the page shows', () => {
    const { said, shown } = setup();
    shown.changed(urlOf('B'));
    expect(said).toEqual([`report ${urlOf('B')}`]);
  });

  it('closes the port when the page leaves its place, and on pagehide', () => {
    const { said, shown } = setup();
    shown.changed(null);
    shown.left();
    expect(said).toEqual(['close', 'close']);
  });

  it('reports the place again when the page comes back from the back/forward cache, and only a place', () => {
    const { said, shown } = setup();
    shown.changed(urlOf('A'));
    shown.left();
    shown.restored();
    shown.changed(null);
    shown.left();
    shown.restored();
    expect(said).toEqual([
      `report ${urlOf('A')}`,
      'close',
      `report ${urlOf('A')}`,
      'close',
      'close',
      'close',
    ]);
  });
});
