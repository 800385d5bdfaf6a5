import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '@/lib/api/api-result';
import { problemText } from '@/lib/format/error-text';
import type { ConnectionTestResponse } from '@/lib/messages/protocol';
import type { StatusView } from '@/lib/messages/view';
import { testConnection } from '@/lib/worker/lookup/connection-test';
import { createWorkerContext } from '@/lib/worker/worker-context';
import { failed } from '@/tests/fixtures/worker/fake-menu-api';
import { createHarness, type Harness } from '@/tests/fixtures/worker/worker-harness';

/** A failed test in the words the options page shows (the worker sends a problem code). */
const said = (answer: ConnectionTestResponse) => (answer.ok ? null : problemText(answer.problem));

describe('connection.test', () => {
  let h: Harness;
  const test = () => h.send<ConnectionTestResponse>(h.startWorker(), { type: 'connection.test' });

  beforeEach(async () => {
    h = createHarness();
    await h.setup();
  });

  it('sends one real, counted search', async () => {
    expect(await test()).toEqual({ ok: true });
    expect(h.api.searchCalls).toEqual(['test']);
    expect(h.budgetStore.months.get('2026-11')?.used).toBe(1);
  });

  it('answers with the lookups left after its request when a figure is known', async () => {
    await h.changeSettings(h.startWorker(), { monthlyAllowance: 100 });
    expect(await test()).toEqual({ ok: true, lookupsLeft: { left: 99, of: 100, source: 'allowance' } });
    const worker = h.startWorkerWithFetch(
      async () =>
        new Response(JSON.stringify({ query: 'test', results: [] }), {
          status: 200,
          headers: {
            'content-type': 'application/json',
            'RateLimit-Limit': '1000',
            'RateLimit-Remaining': '41',
          },
        }),
    );
    expect(await h.send<ConnectionTestResponse>(worker, { type: 'connection.test' })).toEqual({
      ok: true,
      lookupsLeft: { left: 41, of: 1000, source: 'service' },
    });
  });

  it('sends the one request its button promises: a 5xx is reported, not retried', async () => {
    const sent: string[] = [];
    const worker = h.startWorkerWithFetch(async (url) => {
      sent.push(url);
      return new Response('{}', { status: 503 });
    });
    const answer = await h.send<ConnectionTestResponse>(worker, { type: 'connection.test' });
    expect(said(answer)).toMatch(/HTTP 503/);
    expect(sent).toHaveLength(1);
    expect(h.budgetStore.months.get('2026-11')?.used).toBe(1);
  });

  it.each<[string, ApiError, RegExp]>([
    ['401', { kind: 'unauthorized', status: 401 }, /The service refused the API key/],
    ['network', { kind: 'network', message: 'Failed to fetch' }, /Could not reach the menu service/],
    ['5xx', { kind: 'server', status: 502 }, /server error \(HTTP 502\)/],
    ['timeout', { kind: 'timeout' }, /did not answer in time/],
    ['404', { kind: 'not_found', status: 404 }, /base address/],
    ['unreadable', { kind: 'invalid_response', message: 'x' }, /could not read/],
  ])('explains a %s', async (_name, error, message) => {
    h.api.answerSearch(() => failed(error));
    expect(said(await test())).toMatch(message);
  });

  it("gives an unreadable answer's detail apart from the sentence, for the details control", async () => {
    h.api.answerSearch(() => failed({ kind: 'invalid_response', message: 'body is not a JSON object' }));
    const answer = await test();
    expect(said(answer)).toBe('The menu service sent an answer this extension could not read.');
    expect(answer).toMatchObject({ ok: false, detail: 'body is not a JSON object' });
  });

  it('a refused key is marked invalid; a later success clears it', async () => {
    h.api.answerSearch(() => failed({ kind: 'unauthorized', status: 401 }));
    await test();
    expect(await h.send<StatusView>(h.startWorker(), { type: 'status.get' })).toMatchObject({
      keyInvalid: true,
    });
    h.api.answerSearch((query) => ({ ok: true, value: { query, hits: [] } }));
    expect(await test()).toEqual({ ok: true });
    expect(await h.send<StatusView>(h.startWorker(), { type: 'status.get' })).toMatchObject({
      keyInvalid: false,
    });
  });

  it('reports missing settings without sending anything', async () => {
    await h.local.set({ settings: { serviceUrl: 'http://menus.example.com' } });
    expect(said(await test())).toMatch(/https/);
    await h.local.set({ settings: { serviceUrl: null } });
    expect(said(await test())).toBe('No service URL is set.');
    await h.local.set({ settings: { serviceUrl: 'https://menus.example.com' } });
    await h.saveKey(null);
    expect(said(await test())).toBe('No API key is set.');
    expect(h.api.searchCalls).toEqual([]);
  });

  it('reports a key that cannot be read as storage failing, without sending anything', async () => {
    const context = createWorkerContext({
      ...h.makeDeps(),
      keyStore: { read: () => Promise.reject(new Error('backing store')), write: async () => undefined },
    });
    expect(await testConnection(context)).toEqual({
      ok: false,
      problem: { kind: 'storage', storage: 'failing' },
    });
    expect(h.api.searchCalls).toEqual([]);
  });

  it('reports a missing host permission', async () => {
    const context = createWorkerContext({
      ...h.makeDeps(),
      hasHostPermission: async (origin) => origin !== 'https://menus.example.com',
    });
    expect(said(await testConnection(context))).toBe(
      'The extension is not allowed to reach https://menus.example.com yet: grant access in the options.',
    );
    expect(h.api.searchCalls).toEqual([]);
  });
});
