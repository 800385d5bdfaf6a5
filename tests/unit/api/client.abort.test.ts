import { describe, expect, it } from 'vitest';
import { abortedError } from '@/lib/api/http/attempt';
import { createMenuClient, type MenuClientConfig } from '@/lib/api/http/client';
import { MAX_BODY_BYTES } from '@/lib/api/normalise/body';
import { clientUnderTest, hangUntilAborted, json, scriptedFetch } from './helpers';

function setup(replies: Parameters<typeof scriptedFetch>[0], config: Partial<MenuClientConfig> = {}) {
  return clientUnderTest(replies, { random: () => 0.5, timeoutMs: 5, ...config });
}

/** A body stream that sends one chunk and then stalls until cancelled. */
function stallingBody(): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"items": ['));
    },
  });
  return new Response(stream, { status: 200 });
}

describe('timeouts', () => {
  it('a request that never answers times out and is not retried: it may have been served and billed', async () => {
    const { client, calls, delays, sent } = setup([hangUntilAborted, json({ menu_status: 'none' })]);
    expect(await client.getMenu('p')).toEqual({ ok: false, error: { kind: 'timeout' } });
    expect(calls).toHaveLength(1);
    expect(delays).toHaveLength(0);
    expect(sent.count).toBe(1);
  });

  it('times out even when the fetch ignores its signal', async () => {
    const { client } = setup([() => new Promise<Response>(() => {})], { maxRetries: 0 });
    expect(await client.getMenu('p')).toEqual({ ok: false, error: { kind: 'timeout' } });
  });

  it('a body that stalls mid-stream times out too', async () => {
    const { client } = setup([async () => stallingBody()], { maxRetries: 0 });
    expect(await client.getMenu('p')).toEqual({ ok: false, error: { kind: 'timeout' } });
  });
});

describe('caller abort', () => {
  it('an abort during the request stops at once, without retrying', async () => {
    const controller = new AbortController();
    const { client, calls, delays, sent } = setup([hangUntilAborted], { timeoutMs: 10_000 });
    const pending = client.getMenu('p', { signal: controller.signal });
    await Promise.resolve();
    controller.abort();
    const result = await pending;
    expect(result).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(!result.ok && result.error).toEqual(abortedError());
    expect(calls).toHaveLength(1);
    expect(delays).toEqual([]);
    expect(sent.count).toBe(1);
  });

  it('the request carries a signal that follows the caller', async () => {
    const controller = new AbortController();
    const { client, calls } = setup([hangUntilAborted], { timeoutMs: 10_000 });
    const pending = client.search('soup', { signal: controller.signal });
    await Promise.resolve();
    expect(calls[0]?.init.signal?.aborted).toBe(false);
    controller.abort();
    await pending;
    expect(calls[0]?.init.signal?.aborted).toBe(true);
  });

  it('an already-aborted signal sends nothing', async () => {
    const { client, calls, sent } = setup([json({})]);
    const result = await client.getMenu('p', { signal: AbortSignal.abort() });
    expect(result).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(!result.ok && result.error).toEqual(abortedError());
    expect(calls).toHaveLength(0);
    expect(sent.count).toBe(0);
  });

  it('an abort during the backoff wait prevents the next request', async () => {
    const controller = new AbortController();
    const { client, calls } = setup([json({}, 500)], {
      sleep: async () => {
        controller.abort();
      },
    });
    const result = await client.getMenu('p', { signal: controller.signal });
    expect(!result.ok && result.error).toEqual(abortedError());
    expect(calls).toHaveLength(1);
  });

  it('the default sleep ends early on abort', async () => {
    const controller = new AbortController();
    const fake = scriptedFetch([json({}, 503)]);
    const client = createMenuClient({
      baseUrl: 'https://menus.example',
      apiKey: 'key',
      fetch: fake.fetch,
      random: () => 0.99,
      maxRetries: 1,
    });
    const pending = client.getMenu('p', { signal: controller.signal });
    while (fake.calls.length === 0) await new Promise((r) => setTimeout(r, 0));
    controller.abort();
    const result = await pending;
    expect(!result.ok && result.error).toEqual(abortedError());
    expect(fake.calls).toHaveLength(1);
  });

  it('a timeout is not mistaken for a caller abort', async () => {
    const { client } = setup([hangUntilAborted], { maxRetries: 0 });
    const result = await client.getMenu('p', { signal: new AbortController().signal });
    expect(result).toEqual({ ok: false, error: { kind: 'timeout' } });
  });
});

describe('body size', () => {
  it('refuses on Content-Length before reading, without retrying', async () => {
    let pulled = false;
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>(
      {
        pull() {
          pulled = true;
        },
        cancel() {
          cancelled = true;
        },
      },
      { highWaterMark: 0 },
    );
    const big = new Response(stream, {
      status: 200,
      headers: { 'content-length': String(MAX_BODY_BYTES + 1) },
    });
    const { client, calls } = setup([async () => big], { timeoutMs: 10_000 });
    expect(await client.getMenu('p')).toMatchObject({
      ok: false,
      error: { kind: 'invalid_response' },
    });
    expect(calls).toHaveLength(1);
    expect(pulled).toBe(false);
    expect(cancelled).toBe(true);
  });

  it('stops reading a body that grows past the cap without a Content-Length', async () => {
    const chunk = new Uint8Array(256 * 1024).fill(0x20);
    let sentBytes = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sentBytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const { client, calls } = setup([async () => new Response(stream, { status: 200 })], {
      timeoutMs: 10_000,
    });
    expect(await client.getMenu('p')).toMatchObject({
      ok: false,
      error: { kind: 'invalid_response' },
    });
    expect(calls).toHaveLength(1);
    expect(sentBytes).toBeLessThan(MAX_BODY_BYTES + 4 * chunk.byteLength);
  });

  it('measures the cap in UTF-8 bytes, not characters', async () => {
    const chars = Math.floor(MAX_BODY_BYTES / 3) + 10; // under the cap in characters, over it in bytes
    const text = `{"name": "${'€'.repeat(chars)}"}`;
    expect(text.length).toBeLessThan(MAX_BODY_BYTES);
    const bytes = new TextEncoder().encode(text);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    });
    const { client } = setup([async () => new Response(stream, { status: 200 })], { timeoutMs: 10_000 });
    expect(await client.getMenu('p')).toMatchObject({ ok: false, error: { kind: 'invalid_response' } });
  });

  it('reads a multi-chunk UTF-8 body split inside a character', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ items: ['Crème brûlée €'] }));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    const { client } = setup([async () => new Response(stream, { status: 200 })], { timeoutMs: 10_000 });
    expect(await client.getMenu('p')).toMatchObject({
      ok: true,
      value: { dishes: [{ name: 'Crème brûlée €' }] },
    });
  });
});
