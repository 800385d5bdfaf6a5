import { describe, expect, it } from 'vitest';
import type { MenuView } from '@/lib/messages/view';
import type { Settings } from '@/lib/storage/areas/settings';
import { failed, ok } from '@/tests/fixtures/worker/fake-menu-api';
import { sampleMenu } from '@/tests/fixtures/worker/sample-menu';
import { createHarness } from '@/tests/fixtures/worker/worker-harness';

// A 404 is remembered for a week (NOT_FOUND_TTL_MS). A wrong service URL (a missing base path)
// answers 404 for every place: those must not outlive the setting that caused them.

async function workerWithA404() {
  const h = createHarness();
  await h.setup();
  h.api.answerMenu(() => failed({ kind: 'not_found', status: 404 }));
  const worker = h.startWorker();
  const ask = () => h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'P1' });
  expect((await ask()).outcome.kind).toBe('not_found');
  await worker.settled();
  h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
  const changeSettings = (change: Partial<Settings>) => h.changeSettings(worker, change);
  return { h, ask, changeSettings };
}

describe('the settings pointed at another service', () => {
  it('forget the 404s of the previous one: its places are asked again', async () => {
    const { h, ask, changeSettings } = await workerWithA404();
    await changeSettings({ serviceUrl: 'https://menus.example.org/api' });
    expect((await ask()).outcome.kind).toBe('ok');
    expect(h.api.menuCalls).toEqual(['P1', 'P1']);
  });

  it('keep them when only preferences change: nothing is billed again', async () => {
    const { h, ask, changeSettings } = await workerWithA404();
    await changeSettings({ freshnessDays: 30 });
    expect((await ask()).outcome.kind).toBe('not_found');
    expect(h.api.menuCalls).toEqual(['P1']);
  });
});

describe('a key refused by one service', () => {
  it('is tried again once the settings point at another service', async () => {
    const h = createHarness();
    await h.setup();
    const worker = h.startWorker();
    const ask = (placeId: string) => h.send<MenuView>(worker, { type: 'menu.forPlace', placeId });
    h.api.answerMenu(() => failed({ kind: 'unauthorized', status: 401 }));
    expect((await ask('P1')).outcome.kind).toBe('key_invalid');
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    await h.changeSettings(worker, { serviceUrl: 'https://other.example.net' });
    expect((await ask('P2')).outcome.kind).toBe('ok');
    expect(h.api.menuCalls).toEqual(['P1', 'P2']);
  });

  it('stays refused when only preferences change', async () => {
    const h = createHarness();
    await h.setup();
    const worker = h.startWorker();
    h.api.answerMenu(() => failed({ kind: 'unauthorized', status: 401 }));
    await h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'P1' });
    await h.changeSettings(worker, { freshnessDays: 30 });
    const view = await h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'P2' });
    expect(view.outcome.kind).toBe('key_invalid');
    expect(h.api.menuCalls).toEqual(['P1']);
  });
});
