import { describe, expect, it } from 'vitest';
import { createPanelController, loadingView } from '../../../lib/content/panel-controller';
import type { MenuView } from '../../../lib/messages/view';

const place = { placeId: 'ChIJ_dckWptZwokR_LkU9WxPNZ4', nameHint: 'Katz' };
const other = { placeId: 'ChIJ7d2HqtcUrjsR0b5tDUSTIKk', nameHint: 'MTR' };

function viewFor(placeId: string, kind: 'ok' | 'manual' = 'ok'): MenuView {
  return { ...loadingView({ placeId, nameHint: null }), outcome: { kind } };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('panel controller', () => {
  it('shows loading, then the worker answer', async () => {
    const rendered: (MenuView | null)[] = [];
    const asks: [string, boolean][] = [];
    const controller = createPanelController({
      ask: async (url, userInitiated) => {
        asks.push([url, userInitiated]);
        return viewFor(place.placeId);
      },
      render: (view) => rendered.push(view),
    });
    await controller.showPlace(place, 'https://www.google.com/maps/place/x');
    expect(rendered.map((view) => view?.outcome.kind)).toEqual(['loading', 'ok']);
    // The URL the place was read from, not whatever location shows when the answer is asked for.
    expect(asks).toEqual([['https://www.google.com/maps/place/x', false]]);
  });

  it('drops a late answer for a place the user already left', async () => {
    const first = deferred<MenuView>();
    const rendered: (MenuView | null)[] = [];
    let calls = 0;
    const controller = createPanelController({
      ask: () => (calls++ === 0 ? first.promise : Promise.resolve(viewFor(other.placeId))),
      render: (view) => rendered.push(view),
    });
    const slow = controller.showPlace(place, 'https://www.google.com/maps/place/x');
    await controller.showPlace(other, 'u2');
    first.resolve(viewFor(place.placeId));
    await slow;
    expect(rendered.at(-1)?.placeId).toBe(other.placeId);
    expect(rendered.filter((view) => view?.placeId === place.placeId && view.outcome.kind === 'ok')).toEqual(
      [],
    );
  });

  it('hides the panel when the page has no place', async () => {
    const rendered: (MenuView | null)[] = [];
    const controller = createPanelController({
      ask: async () => viewFor(place.placeId),
      render: (view) => rendered.push(view),
    });
    await controller.showPlace(place, 'https://www.google.com/maps/place/x');
    await controller.showPlace(null, 'u3');
    expect(rendered.at(-1)).toBeNull();
  });

  it('passes userInitiated for an explicit lookup and turns a failure into an error view', async () => {
    const asks: boolean[] = [];
    const rendered: (MenuView | null)[] = [];
    const controller = createPanelController({
      ask: async (_url, userInitiated) => {
        asks.push(userInitiated);
        if (userInitiated) throw new Error('Extension context invalidated.');
        return viewFor(place.placeId, 'manual');
      },
      render: (view) => rendered.push(view),
    });
    await controller.showPlace(place, 'https://www.google.com/maps/place/x');
    await controller.lookup();
    expect(asks).toEqual([false, true]);
    expect(rendered.at(-1)?.outcome).toEqual({ kind: 'error', message: 'Extension context invalidated.' });
  });

  it('refreshes without a loading flash when the shown place was updated, and ignores others', async () => {
    const rendered: (MenuView | null)[] = [];
    let asks = 0;
    const controller = createPanelController({
      ask: async () => {
        asks++;
        return viewFor(place.placeId);
      },
      render: (view) => rendered.push(view),
    });
    await controller.showPlace(place, 'https://www.google.com/maps/place/x');
    await controller.menuUpdated(other.placeId);
    expect(asks).toBe(1);
    await controller.menuUpdated(place.placeId);
    expect(asks).toBe(2);
    expect(rendered.map((view) => view?.outcome.kind)).toEqual(['loading', 'ok', 'ok']);
  });
});
