import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Dish } from '@/lib/api/model';
import { DAY_MS } from '@/lib/clock';
import type { MenuView } from '@/lib/messages/view';
import { createMenuCache } from '@/lib/storage/menus/menu-cache';
import { ok } from '@/tests/fixtures/worker/fake-menu-api';
import { sampleMenu, T0 } from '@/tests/fixtures/worker/sample-menu';
import { createHarness, type Harness, mapsUrl } from '@/tests/fixtures/worker/worker-harness';
import { deleteTestDbs, testDb } from '@/tests/unit/storage/helpers';

// A refresh that brings a newer record whose dishes differ: the view says what changed, computed in
// the worker from what it saved (no request of its own), until a panel dismisses it.

afterEach(deleteTestDbs);

const eur = (amount: number) => ({ amount, currency: 'EUR', text: null });
const dish = (name: string, amount: number): Dish => ({
  name,
  description: null,
  price: eur(amount),
  section: 'Mains',
  diet: [],
});
const OLD = sampleMenu('P1', { verifiedAt: T0 - 40 * DAY_MS, dishes: [dish('Soup', 5), dish('Stew', 12)] });
const NEW = sampleMenu('P1', { verifiedAt: T0 - DAY_MS, dishes: [dish('Soup', 6), dish('Pie', 9)] });

describe('what changed, through the worker', () => {
  let h: Harness;
  beforeEach(async () => {
    h = createHarness();
    await h.setup();
  });

  it('a stale menu refreshed into a newer one carries the note until a content script dismisses it', async () => {
    const worker = h.startWorkerWith({ cache: createMenuCache(testDb()) });
    const ask = () => h.send<MenuView>(worker, { type: 'menu.forUrl', url: mapsUrl('P1') }, h.tabSender(1));
    h.api.answerMenu(() => ok(OLD));
    expect((await ask()).menu?.changes).toBeUndefined();
    await worker.settled();

    h.clock.now += 30 * DAY_MS;
    h.api.answerMenu(() => ok(NEW));
    await ask(); // the saved menu, and its refresh in the background
    await worker.settled();
    expect(h.api.menuCalls).toEqual(['P1', 'P1']);
    expect((await ask()).menu?.changes).toEqual({
      since: OLD.verifiedAt,
      added: [1],
      repriced: [{ position: 0, was: eur(5), direction: 'up' }],
      gone: [{ name: 'Stew', section: 'Mains', price: eur(12) }],
    });

    const dismiss = { type: 'menu.dismissChanges', placeId: 'P1' };
    expect(await h.send(worker, dismiss, h.tabSender(1))).toEqual({ dismissed: true });
    const after = await ask();
    expect(after.menu?.menu.dishes).toEqual(NEW.dishes);
    expect(after.menu?.changes).toBeUndefined();
    expect(h.api.menuCalls).toEqual(['P1', 'P1']);
  });

  it('refuses a dismissal that is not a place id, or from a page that is not Maps', async () => {
    const worker = h.startWorker();
    const refused = (message: unknown, sender = h.tabSender(1)) =>
      worker.handleMessage(message, sender).then((reply) => reply.ok);
    expect(await refused({ type: 'menu.dismissChanges', placeId: '' })).toBe(false);
    expect(await refused({ type: 'menu.dismissChanges', placeId: 'x'.repeat(300) })).toBe(false);
    expect(await refused({ type: 'menu.dismissChanges' })).toBe(false);
    const elsewhere = h.tabSender(1, 'https://evil.example/maps/place/?q=place_id:P1');
    expect(await refused({ type: 'menu.dismissChanges', placeId: 'P1' }, elsewhere)).toBe(false);
    expect(await refused({ type: 'menu.dismissChanges', placeId: 'P1' })).toBe(true);
  });
});
