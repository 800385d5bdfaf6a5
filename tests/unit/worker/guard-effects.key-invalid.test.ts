import { beforeEach, describe, expect, it } from 'vitest';
import type { MenuView, StatusView } from '@/lib/messages/view';
import { saveSettings } from '@/lib/storage/areas/settings-store';
import { failed, ok } from '@/tests/fixtures/worker/fake-menu-api';
import { sampleMenu } from '@/tests/fixtures/worker/sample-menu';
import {
  createHarness,
  DEFAULT_TEST_SETTINGS,
  type Harness,
  TEST_KEY,
} from '@/tests/fixtures/worker/worker-harness';

describe('after a 401', () => {
  let h: Harness;
  const ask = (placeId: string, userInitiated = false) =>
    h.send<MenuView>(h.startWorker(), { type: 'menu.forPlace', placeId, userInitiated });

  beforeEach(async () => {
    h = createHarness();
    await h.setup();
    h.api.answerMenu(() => failed({ kind: 'unauthorized', status: 401 }));
    expect((await ask('P1')).outcome).toEqual({ kind: 'key_invalid' });
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
  });

  it('sends no request until the key changes', async () => {
    expect((await ask('P2')).outcome).toEqual({ kind: 'key_invalid' });
    expect(h.api.menuCalls).toEqual(['P1']);
    const status = await h.send<StatusView>(h.startWorker(), { type: 'status.get' });
    expect(status).toMatchObject({ hasKey: true, keyInvalid: true });

    await h.saveKey('sk-new-key');
    await h.send(h.startWorker(), { type: 'settings.changed' });
    expect((await ask('P2')).outcome).toEqual({ kind: 'ok' });
    expect(h.api.keysUsed.at(-1)).toBe('sk-new-key');
  });

  it('the status says the key was refused even while no service URL is set', async () => {
    await saveSettings(h.local, { ...DEFAULT_TEST_SETTINGS, serviceUrl: null });
    const status = await h.send<StatusView>(h.startWorker(), { type: 'status.get' });
    expect(status).toMatchObject({ hasKey: true, keyInvalid: true, serviceUrl: null });
  });

  it('stores only a fingerprint of the refused key', async () => {
    const stored = JSON.stringify(await h.local.get('keyInvalidFor'));
    expect(stored).not.toContain(TEST_KEY);
    expect(stored).toMatch(/[0-9a-f]{24}/);
  });

  it('the same key saved again stays refused', async () => {
    await h.saveKey(TEST_KEY);
    await h.send(h.startWorker(), { type: 'settings.changed' });
    expect((await ask('P2')).outcome).toEqual({ kind: 'key_invalid' });
    expect(h.api.menuCalls).toEqual(['P1']);
  });

  it('an explicit retry goes through and clears the mark when it succeeds', async () => {
    expect((await ask('P2', true)).outcome).toEqual({ kind: 'ok' });
    expect((await ask('P3')).outcome).toEqual({ kind: 'ok' });
    expect(h.api.menuCalls).toEqual(['P1', 'P2', 'P3']);
  });

  it('a connection test that succeeds also lifts the stop', async () => {
    expect(await h.send(h.startWorker(), { type: 'connection.test' })).toMatchObject({ ok: true });
    expect((await ask('P2')).outcome).toEqual({ kind: 'ok' });
  });

  it('a storage.onChanged for the key clears it without settings.changed', async () => {
    const worker = h.startWorker();
    await h.changeKey(worker, 'sk-other');
    expect((await ask('P2')).outcome).toEqual({ kind: 'ok' });
  });
});

describe('without a key or service URL', () => {
  it('answers no_key and sends nothing', async () => {
    const h = createHarness({ key: null });
    await h.setup();
    const view = await h.send<MenuView>(h.startWorker(), {
      type: 'menu.forPlace',
      placeId: 'P1',
      userInitiated: true,
    });
    expect(view.outcome).toEqual({ kind: 'no_key' });
    const noUrl = createHarness({ settings: { serviceUrl: null } });
    await noUrl.setup();
    const second = await noUrl.send<MenuView>(noUrl.startWorker(), { type: 'menu.forPlace', placeId: 'P1' });
    // The key is stored: only the service's address is asked for (issue 31, storage.local cleared).
    expect(second.outcome).toEqual({ kind: 'no_key', missing: 'service' });
    expect([...h.api.menuCalls, ...noUrl.api.menuCalls]).toEqual([]);
  });
});

describe('an answer to a request sent with the previous key', () => {
  it('a 200 arriving after the new key was refused does not lift that refusal', async () => {
    const h = createHarness();
    await h.setup();
    const worker = h.startWorker();
    const ask = (placeId: string) => h.send<MenuView>(worker, { type: 'menu.forPlace', placeId });
    const { answer: oldAnswer, view: inFlight } = await h.lookupAcrossKeyChange(worker, 'sk-bad-new-key');
    h.api.answerMenu(() => failed({ kind: 'unauthorized', status: 401 }));
    expect((await ask('P2')).outcome).toEqual({ kind: 'key_invalid' });
    oldAnswer.resolve(ok(sampleMenu('P1')));
    expect((await inFlight).outcome.kind).toBe('ok');
    expect((await ask('P3')).outcome).toEqual({ kind: 'key_invalid' });
    expect(h.api.menuCalls).toEqual(['P1', 'P2']);
  });
});
