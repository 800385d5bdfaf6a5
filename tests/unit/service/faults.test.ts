import { afterEach, describe, expect, it } from 'vitest';
import { SAMPLE_IDS } from '@/service/catalog/sample.ts';
import { FaultController } from '@/service/http/faults.ts';
import { type ServiceHandle, type ServiceOptions, startService } from '@/service/http/server.ts';
import { call, menuPath, searchPath } from './http.ts';

let service: ServiceHandle | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

async function start(options: ServiceOptions = {}): Promise<ServiceHandle> {
  service = await startService({ port: 0, ...options });
  return service;
}

async function statuses(api: ServiceHandle, count: number): Promise<number[]> {
  const seen: number[] = [];
  for (let index = 0; index < count; index += 1)
    seen.push((await call(api, menuPath(SAMPLE_IDS.verified))).status);
  return seen;
}

describe('injected 5xx', () => {
  it('fails every billed request at failRate 1 with a JSON error, and bills it', async () => {
    const api = await start({ faults: { failRate: 1, failStatus: 502 } });
    const response = await call(api, menuPath(SAMPLE_IDS.verified));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: { code: 'internal_error', message: 'Injected server failure.' },
    });
    expect(api.budgetUsed()).toBe(1);
    expect(api.log()[0]).toMatchObject({ status: 502, billed: true, fault: 'fail-rate' });
  });

  it('fails the same requests for the same seed, and only some of them', async () => {
    const first = await statuses(await start({ faults: { failRate: 0.5, seed: 99 } }), 24);
    await service?.close();
    const second = await statuses(await start({ faults: { failRate: 0.5, seed: 99 } }), 24);
    expect(second).toEqual(first);
    expect(first).toContain(503);
    expect(first).toContain(200);
  });

  it('replays the seeded sequence when the faults are set again', () => {
    const controller = new FaultController({ failRate: 0.3, seed: 5 });
    const run = () => Array.from({ length: 30 }, () => controller.decide('search', null).status);
    const first = run();
    controller.set({ failRate: 0.3, seed: 5 });
    expect(run()).toEqual(first);
  });

  it('does not fail requests that never reach billing', async () => {
    const api = await start({ faults: { failRate: 1 } });
    expect((await call(api, menuPath(SAMPLE_IDS.verified), { key: null })).status).toBe(401);
  });
});

describe('forced 429', () => {
  it('refuses authenticated requests without billing them', async () => {
    const api = await start({ faults: { force429: true } });
    const response = await call(api, searchPath('pizza'));
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(api.budgetUsed()).toBe(0);
    expect((await call(api, searchPath('pizza'), { key: 'nope' })).status).toBe(401);
  });
});

describe('malformed bodies', () => {
  it.each([
    ['truncated', (text: string) => expect(() => JSON.parse(text)).toThrow()],
    ['html', (text: string) => expect(text).toMatch(/^<!DOCTYPE html>/)],
    ['array', (text: string) => expect(Array.isArray(JSON.parse(text))).toBe(true)],
    ['string', (text: string) => expect(typeof JSON.parse(text)).toBe('string')],
    ['null', (text: string) => expect(JSON.parse(text)).toBeNull()],
    ['empty', (text: string) => expect(text).toBe('')],
  ] as const)('serves a %s body with status 200 for the chosen place only', async (kind, check) => {
    const api = await start({ faults: { malformed: { [SAMPLE_IDS.crawled]: kind } } });
    const broken = await call(api, menuPath(SAMPLE_IDS.crawled));
    expect(broken.status).toBe(200);
    check(await broken.text());
    expect(await (await call(api, menuPath(SAMPLE_IDS.verified))).json()).toMatchObject({
      menu_status: 'verified',
    });
    expect(api.log()[0]?.fault).toBe(`malformed-${kind}`);
  });

  it('labels the HTML page as HTML', async () => {
    const api = await start({ faults: { searchMalformed: 'html' } });
    const response = await call(api, searchPath('pizza'));
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });
});

describe('per-place overrides', () => {
  it('fails a place for the first `times` requests, then serves it', async () => {
    const api = await start({ faults: { places: { [SAMPLE_IDS.scanned]: { status: 500, times: 2 } } } });
    const seen: number[] = [];
    for (let index = 0; index < 3; index += 1)
      seen.push((await call(api, menuPath(SAMPLE_IDS.scanned))).status);
    expect(seen).toEqual([500, 500, 200]);
    expect((await call(api, menuPath(SAMPLE_IDS.verified))).status).toBe(200);
  });

  it('serves a replacement record and can force 429 for one place', async () => {
    const api = await start({
      faults: {
        places: {
          [SAMPLE_IDS.verified]: { record: { menu_status: 'closed_forever', items: 'none' } },
          [SAMPLE_IDS.crawled]: { status: 429 },
        },
      },
    });
    expect(await (await call(api, menuPath(SAMPLE_IDS.verified))).json()).toEqual({
      menu_status: 'closed_forever',
      items: 'none',
    });
    const limited = await call(api, menuPath(SAMPLE_IDS.crawled));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
  });

  it('rejects an invalid fault config', () => {
    expect(() => new FaultController({ failRate: 2 })).toThrow();
    expect(() => new FaultController({ unknownOption: true } as never)).toThrow();
  });
});

describe('latency', () => {
  it('still answers correctly with added latency, and close() does not wait for it', async () => {
    const api = await start({ faults: { latencyMs: 20 } });
    expect((await call(api, menuPath(SAMPLE_IDS.verified))).status).toBe(200);
    api.setFaults({ latencyMs: 120_000 });
    const pending = call(api, menuPath(SAMPLE_IDS.verified)).then(
      (response) => response.status,
      () => 'closed',
    );
    while (api.inFlight() === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await api.close();
    service = undefined;
    expect(await pending).toBe('closed');
  });
});
