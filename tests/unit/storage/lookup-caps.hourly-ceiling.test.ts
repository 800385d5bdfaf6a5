import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@/lib/clock';
import type { MenuView } from '@/lib/messages/view';
import { ok } from '@/tests/fixtures/worker/fake-menu-api';
import { sampleMenu, T0 } from '@/tests/fixtures/worker/sample-menu';
import { createHarness, mapsUrl } from '@/tests/fixtures/worker/worker-harness';

const HOUR = 60 * 60_000;

async function harness(lookupsPerHour: number) {
  const h = createHarness({ settings: { lookupsPerHour } });
  await h.setup();
  h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
  const worker = h.startWorker();
  const fromTab = (tabId: number, placeId: string, userInitiated = false) =>
    h.send<MenuView>(
      worker,
      { type: 'menu.forUrl', url: mapsUrl(placeId), userInitiated },
      h.tabSender(tabId),
    );
  return { h, worker, fromTab };
}

describe('the hourly ceiling on automatic lookups, all tabs together', () => {
  it('stops automatic lookups past the setting, whichever tab asks; a click still looks up', async () => {
    const { h, fromTab } = await harness(3);
    expect((await fromTab(1, 'A')).outcome.kind).toBe('ok');
    expect((await fromTab(2, 'B')).outcome.kind).toBe('ok');
    expect((await fromTab(3, 'C')).outcome.kind).toBe('ok');
    expect((await fromTab(4, 'D')).outcome).toEqual({ kind: 'hourly_limit', resetsAt: T0 + HOUR, limit: 3 });
    expect((await fromTab(4, 'D', true)).outcome.kind).toBe('ok');
    expect(h.api.menuCalls).toEqual(['A', 'B', 'C', 'D']);
    // Saved menus still show.
    expect((await fromTab(5, 'A')).menu?.menu.placeId).toBe('A');
  });

  it("counts the popup's automatic lookups too, and slides: an hour later there is room again", async () => {
    const { h, fromTab, worker } = await harness(2);
    await h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'A' });
    expect((await fromTab(1, 'B')).outcome.kind).toBe('ok');
    expect((await fromTab(1, 'C')).outcome.kind).toBe('hourly_limit');
    h.clock.now += HOUR;
    expect((await fromTab(1, 'C')).outcome.kind).toBe('ok');
  });

  it('past the ceiling a stale saved menu is shown without its refresh', async () => {
    const { h, fromTab, worker } = await harness(1);
    await h.cache.putMenu(sampleMenu('STALE'), T0 - 30 * DAY_MS);
    expect((await fromTab(1, 'A')).outcome.kind).toBe('ok');
    const view = await fromTab(1, 'STALE');
    expect(view).toMatchObject({ outcome: { kind: 'ok' }, menu: { stale: true } });
    await worker.settled();
    expect(h.api.menuCalls).toEqual(['A']);
  });

  it('counts each retry of an automatic lookup: a failing service cannot triple the ceiling', async () => {
    const h = createHarness({ settings: { lookupsPerHour: 2 } });
    await h.setup();
    const sent: string[] = [];
    const worker = h.startWorkerWithFetch(async (url) => {
      sent.push(url);
      return new Response('{}', { status: 503 });
    });
    const view = await h.send<MenuView>(worker, { type: 'menu.forUrl', url: mapsUrl('P1') }, h.tabSender(1));
    expect(view.outcome.kind).toBe('error');
    // The first request and one retry fit under 2; the second retry is not sent.
    expect(sent).toHaveLength(2);
  });
});
