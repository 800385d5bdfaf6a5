import { beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '@/lib/clock';
import { type Catalogue, useCatalogue } from '@/lib/i18n/messages';
import { SAVED_STATES_MAX } from '@/lib/messages/content-channel';
import english from '@/locales/en.json';
import { ok } from '@/tests/fixtures/worker/fake-menu-api';
import { sampleMenu } from '@/tests/fixtures/worker/sample-menu';
import { createHarness, type Harness, mapsUrl } from '@/tests/fixtures/worker/worker-harness';

const dish = (name: string, diet: string[]) => ({
  name,
  description: null,
  price: null,
  section: null,
  diet,
});
const DISHES = [
  dish('Salad', ['vegan', 'gluten-free']),
  dish('Soup', ['Vegan']),
  dish('Steak', []),
  dish('Pie', ['vegetarian']),
];

describe('menu.savedStates', () => {
  let h: Harness;
  const ask = (links: unknown, sender = h.tabSender(1)) =>
    h.startWorker().handleMessage({ type: 'menu.savedStates', links }, sender);
  const links = (...placeIds: string[]) => placeIds.map((placeId) => mapsUrl(placeId));
  const badge = (placeId: string, text: string, stale = false) => ({ placeId, badge: { text, stale } });

  beforeEach(async () => {
    h = createHarness();
    await h.setup();
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    await h.cache.putMenu(sampleMenu('SAVED', { dishes: DISHES }), h.clock.now - DAY_MS);
    await h.cache.putMenu(sampleMenu('OLD', { dishes: DISHES.slice(0, 1) }), h.clock.now - 30 * DAY_MS);
    await h.cache.putMenu(sampleMenu('EMPTY', { status: 'none', dishes: [] }), h.clock.now);
    await h.cache.putMenu(
      sampleMenu('CLOSED', { status: 'unavailable', unavailableReason: 'closed_permanently' }),
      h.clock.now,
    );
  });

  it("answers a content script with its links' badges, in the order asked, without a lookup", async () => {
    useCatalogue('en', english as Catalogue);
    const answer = await ask([
      ...links('NONE', 'SAVED', 'OLD', 'EMPTY', 'CLOSED'),
      // Another origin than the sending page's, and a link that names no place: no place.
      mapsUrl('SAVED', 'https://www.google.de'),
      'https://www.google.com/maps/place/Only+a+name/',
    ]);
    expect(answer).toEqual({
      ok: true,
      data: {
        links: [
          { placeId: 'NONE', badge: null },
          badge('SAVED', 'Menu · 4 dishes'),
          badge('OLD', 'Menu · 1 dish · stale', true),
          { placeId: 'EMPTY', badge: null },
          { placeId: 'CLOSED', badge: null },
          null,
          null,
        ],
      },
    });
    expect(h.api.menuCalls).toEqual([]);
    expect(h.api.searchCalls).toEqual([]);
  });

  it("counts the dishes that fit the user's diets, case-insensitively", async () => {
    const worker = h.startWorker();
    await h.changeSettings(worker, { dietPreferences: ['vegan', 'vegetarian'] });
    useCatalogue('en', english as Catalogue);
    const answer = await worker.handleMessage(
      { type: 'menu.savedStates', links: links('SAVED'), language: 'en' },
      h.tabSender(1),
    );
    expect(answer).toEqual({ ok: true, data: { links: [badge('SAVED', 'Menu · 3 vegan or vegetarian')] } });
  });

  it('counts vegan dishes for a vegetarian', async () => {
    const worker = h.startWorker();
    await h.changeSettings(worker, { dietPreferences: ['vegetarian'] });
    useCatalogue('en', english as Catalogue);
    const answer = await worker.handleMessage(
      { type: 'menu.savedStates', links: links('SAVED'), language: 'en' },
      h.tabSender(1),
    );
    // Salad (vegan) and Pie (vegetarian); Soup's "Vegan" is no tag the normaliser stores.
    expect(answer).toEqual({ ok: true, data: { links: [badge('SAVED', 'Menu · 2 vegetarian')] } });
  });

  it('reads the places from one bulk read', async () => {
    const single = h.cache.getMenu;
    let singles = 0;
    h.cache.getMenu = (placeId) => {
      singles += 1;
      return single(placeId);
    };
    await ask(links('SAVED', 'OLD', 'NONE'));
    expect(singles).toBe(0);
  });

  it.each([
    ['no links', []],
    ['too many links', Array.from({ length: SAVED_STATES_MAX + 1 }, (_, i) => mapsUrl(`P${i}`))],
    ['a blank link', [mapsUrl('SAVED'), ' ']],
    ['a huge link', [`${mapsUrl('SAVED')}${'!'.repeat(9000)}`]],
    ['a link that is no string', [42]],
  ])('refuses %s', async (_name, asked) => {
    expect(await ask(asked)).toEqual({ ok: false, error: 'invalid message' });
  });

  it('refuses a sender that is neither an extension page nor a Maps tab', async () => {
    const other = { id: h.identity.runtimeId, url: 'https://evil.example/', tab: { id: 3 } };
    expect(await ask(links('SAVED'), other)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^refused/),
    });
  });
});
