import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@/lib/clock';
import { panelWords } from '@/lib/format/outcome-wording';
import type { MenuView } from '@/lib/messages/view';
import type { Settings } from '@/lib/storage/areas/settings';
import { failed, ok } from '@/tests/fixtures/worker/fake-menu-api';
import { sampleMenu } from '@/tests/fixtures/worker/sample-menu';
import { createHarness, mapsUrl } from '@/tests/fixtures/worker/worker-harness';

// A stale saved menu shown without its refresh (outcome 'ok'): its notice says why, truthfully.

async function withStaleB(settings: Partial<Settings> = {}) {
  const h = createHarness({ settings });
  await h.setup();
  h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
  await h.cache.putMenu(sampleMenu('B'), h.clock.now - 30 * DAY_MS);
  const worker = h.startWorker();
  const notice = (view: MenuView) => {
    expect(view.outcome).toEqual({ kind: 'ok' });
    expect(view.menu?.stale).toBe(true);
    return panelWords(view, h.clock.now).notice;
  };
  return { h, worker, notice };
}

describe('viewForPlace: why a stale saved menu is not refreshed', () => {
  it('a saved-only ask (the popup) with automatic refresh on: not "automatic refresh is off"', async () => {
    const { h, worker, notice } = await withStaleB();
    const view = await h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'B', savedOnly: true });
    await worker.settled();
    expect(h.api.menuCalls).toEqual([]);
    const said = notice(view);
    expect(said?.title).toBe('This saved menu may be out of date.');
    expect(said?.action?.label).toBe('Refresh — uses 1 lookup');
    expect(JSON.stringify(said)).not.toMatch(/Automatic refresh is off/);
  });

  it('automatic refresh off: says so', async () => {
    const { h, worker, notice } = await withStaleB({ autoRefresh: false });
    const view = await h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'B' });
    expect(h.api.menuCalls).toEqual([]);
    expect(notice(view)?.title).toBe('Automatic refresh is off.');
  });

  it('past the hourly ceiling: names the hourly limit', async () => {
    const { h, worker, notice } = await withStaleB({ lookupsPerHour: 1, autoRefresh: true });
    await h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'A' });
    await worker.settled();
    const view = await h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'B' });
    await worker.settled();
    expect(h.api.menuCalls).toEqual(['A']);
    const said = notice(view);
    expect(said?.title).toMatch(/^Automatic lookups paused until /);
    expect(said?.detail).toMatch(/more than 1 lookup in an hour \(your setting\)/);
    expect(JSON.stringify(said)).not.toMatch(/Automatic refresh is off/);
  });

  it('past the per-tab limit: names it', async () => {
    const { h, worker, notice } = await withStaleB({ lookupsPerHour: 1000 });
    const fromTab = (placeId: string) =>
      h.send<MenuView>(
        worker,
        { type: 'menu.forUrl', url: mapsUrl(placeId), userInitiated: false },
        h.tabSender(1),
      );
    for (let i = 1; i <= 20; i++) await fromTab(`P${i}`);
    await worker.settled();
    const view = await fromTab('B');
    await worker.settled();
    expect(h.api.menuCalls).not.toContain('B');
    expect(notice(view)?.title).toMatch(/^Too many new places looked up from this tab; paused until /);
  });

  it('the service cut off, automatic refresh on: the panel refreshes it when the pause ends, and says so', async () => {
    const { h, worker, notice } = await withStaleB();
    h.api.answerMenu(() => failed({ kind: 'network', message: 'Failed to fetch' }, 3));
    await h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'A', userInitiated: true });
    const view = await h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'B' });
    expect(h.api.menuCalls).toEqual(['A']);
    expect(notice(view)?.detail).toMatch(/^Menu on Maps will try again automatically at /);
  });

  it('the service cut off, automatic refresh off: no promise of a try by itself', async () => {
    const { h, worker, notice } = await withStaleB({ autoRefresh: false });
    h.api.answerMenu(() => failed({ kind: 'network', message: 'Failed to fetch' }, 3));
    await h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'A', userInitiated: true });
    const view = await h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'B' });
    expect(h.api.menuCalls).toEqual(['A']);
    const said = notice(view);
    expect(said?.detail).toMatch(/^You can try again after /);
    expect(JSON.stringify(said)).not.toMatch(/automatically/);
  });
});
