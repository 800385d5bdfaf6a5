import { beforeEach, describe, expect, it } from 'vitest';
import type { Handlers } from '@/lib/worker/messaging/handlers';
import { handleMessage } from '@/lib/worker/messaging/handlers';
import { failed, ok } from '@/tests/fixtures/worker/fake-menu-api';
import { sampleMenu } from '@/tests/fixtures/worker/sample-menu';
import {
  createHarness,
  type Harness,
  mapsUrl,
  SERVICE_URL,
  TEST_KEY,
} from '@/tests/fixtures/worker/worker-harness';

describe('handleMessage', () => {
  let h: Harness;
  const reply = (message: unknown, sender = h.pageSender) => h.startWorker().handleMessage(message, sender);

  beforeEach(async () => {
    h = createHarness();
    await h.setup();
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
  });

  it.each([
    ['not an object', 'menu.forUrl'],
    ['unknown type', { type: 'menu.delete' }],
    ['missing field', { type: 'menu.forPlace' }],
    ['wrong field type', { type: 'menu.forTab', tabId: '3' }],
    ['empty query', { type: 'search.remote', query: '   ' }],
    ['the event the worker itself sends', { type: 'menu.updated', placeId: 'P1' }],
  ])('refuses an invalid message: %s', async (_name, message) => {
    expect(await reply(message)).toEqual({ ok: false, error: 'invalid message' });
  });

  it.each([
    'settings.changed',
    'search.remote',
    'cache.export',
    'cache.clear',
    'connection.test',
    'menu.forTab',
  ])('refuses %s from a content script and does nothing', async (type) => {
    await h.cache.putMenu(sampleMenu('KEEP'), h.clock.now);
    const answer = await reply({ type, query: 'pho' }, h.tabSender(1));
    expect(answer).toMatchObject({ ok: false, error: expect.stringMatching(/^refused/) });
    expect(h.cache.menus.has('KEEP')).toBe(true);
    expect(h.api.searchCalls).toEqual([]);
  });

  it('imports a trip file for an extension page only, spending no lookup, and refuses a malformed one whole', async () => {
    const worker = h.startWorker();
    const file = JSON.stringify({
      version: 2,
      menus: [{ placeId: 'NEW', menu: sampleMenu('NEW'), verifiedAt: 1, fetchedAt: 1 }],
    });
    expect(await worker.handleMessage({ type: 'cache.import', text: file }, h.tabSender(1))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^refused: cache.import is not allowed from a content script/),
    });
    expect(h.cache.menus.has('NEW')).toBe(false);
    const broken = JSON.stringify({ version: 2, menus: [{ placeId: 'BAD', menu: { placeId: 'BAD' } }] });
    expect(await worker.handleMessage({ type: 'cache.import', text: broken }, h.pageSender)).toMatchObject({
      ok: true,
      data: { ok: false, problem: 'invalid' },
    });
    expect(await worker.handleMessage({ type: 'cache.import', text: file }, h.pageSender)).toEqual({
      ok: true,
      data: { ok: true, menus: 1, lists: 0, upToDate: 0 },
    });
    expect(h.cache.menus.has('NEW')).toBe(true);
    expect(h.api.menuCalls).toEqual([]);
  });

  it('deletes a saved menu for an extension page only, never for a content script', async () => {
    await h.cache.putMenu(sampleMenu('KEEP'), h.clock.now);
    const worker = h.startWorker();
    // Read once, so the worker remembers it: a deletion must not leave it answering from memory.
    await worker.handleMessage({ type: 'menu.forPlace', placeId: 'KEEP' }, h.pageSender);
    const fromPage = { type: 'cache.delete', placeId: 'KEEP' };
    expect(await worker.handleMessage(fromPage, h.tabSender(1))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^refused: cache.delete is not allowed from a content script/),
    });
    expect(h.cache.menus.has('KEEP')).toBe(true);
    expect(await worker.handleMessage({ type: 'cache.delete', placeId: '' }, h.pageSender)).toEqual({
      ok: false,
      error: 'invalid message',
    });
    expect(await worker.handleMessage(fromPage, h.pageSender)).toEqual({ ok: true, data: { deleted: true } });
    expect(h.cache.menus.has('KEEP')).toBe(false);
    expect(await worker.handleMessage(fromPage, h.pageSender)).toEqual({
      ok: true,
      data: { deleted: false },
    });
    h.api.answerMenu(() => failed({ kind: 'not_found', status: 404 }));
    const after = await worker.handleMessage({ type: 'menu.forPlace', placeId: 'KEEP' }, h.pageSender);
    expect(after).toMatchObject({ ok: true, data: { menu: null } });
  });

  it('lists saved menus filtered and sorted as an extension page asks', async () => {
    await h.cache.putMenu(sampleMenu('B', { name: 'Bravo Bistro' }), h.clock.now - 1);
    await h.cache.putMenu(sampleMenu('A', { name: 'Alpha Bistro' }), h.clock.now - 2);
    await h.cache.putMenu(sampleMenu('C', { name: 'Café' }), h.clock.now);
    const answer = await reply({ type: 'cache.list', query: 'bistro', sort: 'name' });
    expect(answer).toMatchObject({
      ok: true,
      data: { total: 2, menus: [{ placeId: 'A' }, { placeId: 'B' }] },
    });
    expect(await reply({ type: 'cache.list', sort: 'size' })).toEqual({
      ok: false,
      error: 'invalid message',
    });
  });

  it('refuses a content script asking for a URL on another origin', async () => {
    const answer = await reply(
      { type: 'menu.forUrl', url: mapsUrl('P1', 'https://www.google.fr') },
      h.tabSender(1),
    );
    expect(answer).toMatchObject({ ok: false, error: expect.stringMatching(/^refused/) });
    expect(h.api.menuCalls).toEqual([]);
  });

  it('refuses foreign extensions and unknown senders', async () => {
    const foreign = { ...h.pageSender, id: 'someone-else' };
    expect(await reply({ type: 'status.get' }, foreign)).toMatchObject({ ok: false });
    expect(await reply({ type: 'status.get' }, { id: h.identity.runtimeId })).toMatchObject({ ok: false });
  });

  it('answers an extension page and a content script on its own origin', async () => {
    expect(await reply({ type: 'cache.stats' })).toMatchObject({ ok: true, data: { menus: 0 } });
    expect(await reply({ type: 'menu.forUrl', url: mapsUrl('P1') }, h.tabSender(1))).toMatchObject({
      ok: true,
      data: { placeId: 'P1', outcome: { kind: 'ok' } },
    });
  });

  it('gives content scripts a status without the service address', async () => {
    const page = await reply({ type: 'status.get' });
    const content = await reply({ type: 'status.get' }, h.tabSender(1));
    expect(page).toMatchObject({ ok: true, data: { serviceUrl: SERVICE_URL, hasKey: true } });
    expect(content).toMatchObject({ ok: true, data: { serviceUrl: null, hasKey: true, keyInvalid: false } });
  });

  it('answers an internal failure without its message', async () => {
    const handlers = {
      'status.get': async () => {
        throw new Error(`boom ${TEST_KEY}`);
      },
    } as unknown as Handlers;
    const answer = await handleMessage({ type: 'status.get' }, h.pageSender, h.identity, handlers);
    expect(answer).toEqual({ ok: false, error: 'internal error (Error)' });
  });

  it('never puts the key in a reply', async () => {
    const worker = h.startWorker();
    h.api.answerSearch(() => failed({ kind: 'unauthorized', status: 401 }));
    h.tabUrls.set(7, mapsUrl('P3'));
    const messages = [
      { type: 'menu.forPlace', placeId: 'P1' },
      { type: 'menu.forUrl', url: mapsUrl('P2') },
      { type: 'menu.forTab', tabId: 7 },
      { type: 'status.get' },
      { type: 'search.local', query: 'margherita' },
      { type: 'search.remote', query: 'pho' },
      { type: 'cache.list' },
      { type: 'cache.stats' },
      { type: 'cache.export' },
      { type: 'connection.test' },
      { type: 'settings.changed' },
      { type: 'cache.clear' },
    ];
    for (const message of messages) await h.send(worker, message).catch(() => undefined);
    await h.send(worker, { type: 'status.get' }, h.tabSender(1));
    expect(h.replies).toHaveLength(messages.length + 1);
    expect(h.replies.join('\n')).toContain('Margherita');
    for (const json of h.replies) expect(json).not.toContain(TEST_KEY);
  });
});

describe('options.open', () => {
  it('opens the options page for a content script (it cannot do so itself)', async () => {
    const h = createHarness();
    await h.setup();
    expect(await h.send(h.startWorker(), { type: 'options.open' }, h.tabSender(2))).toEqual({ ok: true });
    expect(h.optionsOpened.count).toBe(1);
  });
});
