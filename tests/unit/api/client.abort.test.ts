import { describe, expect, it } from 'vitest';
import type { MenuClientConfig } from '@/lib/api/http/client';
import { MAX_BODY_BYTES } from '@/lib/api/normalise/body';
import { clientUnderTest, hangUntilAborted, json, type scriptedFetch } from './helpers';

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

/** A 200 whose body sends one chunk and then errors, like a connection dropped mid-download. */
function brokenBody(): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"items": ['));
    },
    pull(controller) {
      controller.error(new TypeError('network error'));
    },
  });
  return new Response(stream, { status: 200 });
}

describe('a body that breaks off', () => {
  it('is not retried once the status has arrived: the service answered, and billed, that request', async () => {
    const { client, calls, delays, sent } = setup([async () => brokenBody(), json({ menu_status: 'none' })], {
      timeoutMs: 10_000,
    });
    const result = await client.getMenu('p');
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid_response' } });
    // Not a network failure: that would start the unreachable pause for a service that answered.
    expect(result).not.toMatchObject({ error: { kind: 'network' } });
    expect(calls).toHaveLength(1);
    expect(sent.count).toBe(1);
    expect(delays).toHaveLength(0);
  });

  it('a fetch that fails before any status is still a retried network failure', async () => {
    const { client, calls } = setup([new TypeError('Failed to fetch'), json({ menu_status: 'none' })], {
      timeoutMs: 10_000,
    });
    expect(await client.getMenu('p')).toMatchObject({ ok: true });
    expect(calls).toHaveLength(2);
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

  it('accepts a body of exactly the cap and refuses one byte more', async () => {
    const answer = async (size: number) => {
      const head = '{"menu_status":"none"}';
      const bytes = new TextEncoder().encode(head + ' '.repeat(size - head.length));
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      });
      const { client } = setup([async () => new Response(stream, { status: 200 })], { timeoutMs: 10_000 });
      return client.getMenu('p');
    };
    expect(await answer(MAX_BODY_BYTES)).toMatchObject({ ok: true });
    expect(await answer(MAX_BODY_BYTES + 1)).toMatchObject({
      ok: false,
      error: { kind: 'invalid_response' },
    });
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
