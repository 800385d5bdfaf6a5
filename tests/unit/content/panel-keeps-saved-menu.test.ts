import { describe, expect, it } from 'vitest';
import { createPanelController, NO_ANSWER_MESSAGE } from '@/lib/content/panel-controller';
import type { MenuView } from '@/lib/messages/view';
import { menu, NOW } from '@/tests/fixtures/menu-views';

const place = { placeId: 'ChIJ_dckWptZwokR_LkU9WxPNZ4', nameHint: 'Trattoria Sole' };
const URL_ = 'https://www.google.com/maps/place/x';

/** A saved menu shown with the "Couldn't refresh… Retry" notice. */
const savedWithError: MenuView = {
  placeId: place.placeId,
  nameHint: place.nameHint,
  menu: { menu: menu({ placeId: place.placeId }), fetchedAt: NOW, stale: true },
  outcome: { kind: 'error', message: 'HTTP 503' },
  offline: false,
  dietPreferences: [],
};

describe('inline panel: Retry over a saved menu', () => {
  it('keeps the saved menu on screen while the retry runs and when the worker never answers', async () => {
    const rendered: (MenuView | null)[] = [];
    const controller = createPanelController({
      ask: async (_url, userInitiated) => {
        if (userInitiated) throw new Error('The message port closed before a response was received.');
        return savedWithError;
      },
      render: (view) => rendered.push(view),
      later: () => undefined,
    });
    await controller.showPlace(place, URL_);
    await controller.lookup(place.placeId);
    // While the retry runs: the saved menu, marked as refreshing, not an empty skeleton.
    expect(rendered[1]?.menu).toEqual(savedWithError.menu);
    expect(rendered[1]?.outcome.kind).toBe('refreshing');
    // After the failure: still the saved menu, with the failure as its notice.
    expect(rendered.at(-1)?.menu).toEqual(savedWithError.menu);
    expect(rendered.at(-1)?.outcome).toEqual({ kind: 'error', message: NO_ANSWER_MESSAGE });
  });
});
