import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@/lib/clock';
import type { MenuView } from '@/lib/messages/view';
import { ok } from '@/tests/fixtures/worker/fake-menu-api';
import { sampleMenu, T0 } from '@/tests/fixtures/worker/sample-menu';
import { createHarness, mapsUrl } from '@/tests/fixtures/worker/worker-harness';

// A collapsed inline panel asks with savedOnly: it shows no menu, so it must not spend a lookup.

async function started() {
  const h = createHarness();
  await h.setup();
  h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
  const worker = h.startWorker();
  const ask = (placeId: string, savedOnly: boolean) =>
    h.send<MenuView>(worker, { type: 'menu.forUrl', url: mapsUrl(placeId), savedOnly }, h.tabSender(5));
  return { h, worker, ask };
}

describe('menu.forUrl with savedOnly (the panel is collapsed)', () => {
  it('starts no lookup for a place with nothing saved; the same ask expanded does', async () => {
    const { h, worker, ask } = await started();
    // Held back, not "Automatic lookups are off": the panel shows its skeleton when it asks again.
    expect((await ask('P1', true)).outcome).toEqual({ kind: 'manual', heldBack: true });
    await worker.settled();
    expect(h.api.menuCalls).toEqual([]);
    expect((await ask('P1', false)).outcome.kind).toBe('ok');
    expect(h.api.menuCalls).toEqual(['P1']);
  });

  it('with automatic lookups off, the answer is the plain "off" one', async () => {
    const { h, worker, ask } = await started();
    await h.changeSettings(worker, { autoLookup: false });
    expect((await ask('P1', true)).outcome).toEqual({ kind: 'manual' });
    expect((await ask('P1', false)).outcome).toEqual({ kind: 'manual' });
  });

  it('answers with a saved menu, stale or not, and refreshes it only once expanded', async () => {
    const { h, worker, ask } = await started();
    await h.cache.putMenu(sampleMenu('P2'), T0 - 10 * DAY_MS);
    const collapsed = await ask('P2', true);
    expect(collapsed).toMatchObject({ outcome: { kind: 'ok' }, menu: { stale: true } });
    await worker.settled();
    expect(h.api.menuCalls).toEqual([]);
    expect((await ask('P2', false)).outcome.kind).toBe('refreshing');
    await worker.settled();
    expect(h.api.menuCalls).toEqual(['P2']);
  });

  it('leaves a click the user makes alone (a user-initiated ask wins)', async () => {
    const { h, worker } = await started();
    const view = await h.send<MenuView>(
      worker,
      { type: 'menu.forUrl', url: mapsUrl('P3'), userInitiated: true, savedOnly: true },
      h.tabSender(5),
    );
    expect(view.outcome.kind).toBe('ok');
    expect(h.api.menuCalls).toEqual(['P3']);
  });
});

describe('a saved record without a menu (status none)', () => {
  it("says when the service is asked again: the day it leaves the freshness window, by itself or by the user's Refresh", async () => {
    const { h, worker } = await started();
    await h.cache.putMenu(sampleMenu('P2', { status: 'none', dishes: [] }), T0 - DAY_MS);
    const open = () => h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'P2', savedOnly: true });
    expect((await open()).menu?.askAgain).toEqual({ at: T0 - DAY_MS + 7 * DAY_MS, automatic: true });
    await h.changeSettings(worker, { autoRefresh: false, freshnessDays: 30 });
    expect((await open()).menu?.askAgain).toEqual({ at: T0 - DAY_MS + 30 * DAY_MS, automatic: false });
    await h.cache.putMenu(sampleMenu('P3'), T0 - DAY_MS);
    const menu = await h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'P3', savedOnly: true });
    expect(menu.menu?.askAgain).toBeUndefined();
    // Past the window the date would be in the past: the record's ask is under way or held, and says so.
    await h.changeSettings(worker, { freshnessDays: 1 });
    expect((await open()).menu?.askAgain).toBeUndefined();
  });
});

// The popup opening a saved menu, a list's place or a search result (issue 33): free, whatever the
// automatic-lookup settings; the priced Refresh or "Show menu" button bills on click.
describe('menu.forPlace with savedOnly (a place opened in the popup)', () => {
  it('shows a stale saved menu without refreshing it, and a place with none without looking it up', async () => {
    const { h, worker } = await started();
    await h.cache.putMenu(sampleMenu('P2'), T0 - 10 * DAY_MS);
    const open = (placeId: string) =>
      h.send<MenuView>(worker, { type: 'menu.forPlace', placeId, savedOnly: true });
    expect(await open('P2')).toMatchObject({ outcome: { kind: 'ok' }, menu: { stale: true } });
    expect((await open('P4')).outcome).toEqual({ kind: 'manual', heldBack: true });
    await worker.settled();
    expect(h.api.menuCalls).toEqual([]);
    // The Refresh click bills its one lookup.
    await h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'P2', userInitiated: true });
    expect(h.api.menuCalls).toEqual(['P2']);
  });
});
