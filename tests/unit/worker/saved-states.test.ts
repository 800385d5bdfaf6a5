import { beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '@/lib/clock';
import { SAVED_STATES_MAX } from '@/lib/messages/content-channel';
import { ok } from '@/tests/fixtures/worker/fake-menu-api';
import { sampleMenu } from '@/tests/fixtures/worker/sample-menu';
import { createHarness, type Harness } from '@/tests/fixtures/worker/worker-harness';

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
  const ask = (placeIds: unknown, sender = h.tabSender(1)) =>
    h.startWorker().handleMessage({ type: 'menu.savedStates', placeIds }, sender);

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

  it('answers a content script with what is saved, in the order asked, without a lookup', async () => {
    const answer = await ask(['NONE', 'SAVED', 'OLD', 'EMPTY', 'CLOSED']);
    expect(answer).toEqual({
      ok: true,
      data: {
        diets: [],
        places: [
          null,
          { dishCount: 4, matching: null, stale: false },
          { dishCount: 1, matching: null, stale: true },
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
    const answer = await worker.handleMessage(
      { type: 'menu.savedStates', placeIds: ['SAVED'] },
      h.tabSender(1),
    );
    expect(answer).toMatchObject({
      ok: true,
      data: { diets: ['vegan', 'vegetarian'], places: [{ dishCount: 4, matching: 3, stale: false }] },
    });
  });

  it('reads the places from one bulk read', async () => {
    const single = h.cache.getMenu;
    let singles = 0;
    h.cache.getMenu = (placeId) => {
      singles += 1;
      return single(placeId);
    };
    await ask(['SAVED', 'OLD', 'NONE']);
    expect(singles).toBe(0);
  });

  it.each([
    ['no places', []],
    ['too many places', Array.from({ length: SAVED_STATES_MAX + 1 }, (_, i) => `P${i}`)],
    ['a blank id', ['SAVED', ' ']],
    ['an id that is no string', [42]],
  ])('refuses %s', async (_name, placeIds) => {
    expect(await ask(placeIds)).toEqual({ ok: false, error: 'invalid message' });
  });

  it('refuses a sender that is neither an extension page nor a Maps tab', async () => {
    const other = { id: h.identity.runtimeId, url: 'https://evil.example/', tab: { id: 3 } };
    expect(await ask(['SAVED'], other)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^refused/),
    });
  });
});
