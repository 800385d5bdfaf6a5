import type { Page } from 'playwright-core';
import { median } from '@/scripts/bench/report/stats.ts';
import type { Stack } from '@/testing/stack.ts';

// A trip pack of 20 (issue 33) against the reference service, wall time, against a floor measured in
// the same browser, the two taking turns:
// - product: pack.start over a list of 20 places, none of them saved (every run starts from an empty
//   menu cache: cache.clear), so the pack bills all 20 (requests = places not already saved and
//   fresh); timed from the message leaving an extension page to pack.status reading `done`, asked
//   every POLL_MS;
// - floor: the same 20 requests (GET /v1/menu, the same key) issued bare with fetch from the same
//   extension page, PACK_IN_FLIGHT at once, each body read, nothing parsed or saved.
// The service answers every request after LATENCY_MS on both sides, as a remote service would take
// a round trip; its budget and log are reset before each run.

const PLACES = 20;
/** lib/worker/pack/pack-runner.ts PACK_IN_FLIGHT (not imported: the bench drives the built extension). */
const IN_FLIGHT = 3;
const LATENCY_MS = 100;
const POLL_MS = 10;

export interface TripPackResult {
  runs: number;
  places: number;
  inFlight: number;
  latencyMs: number;
  packMs: number;
  floorMs: number;
}

/** A message to the worker from an extension page, as the popup sends one. */
export const send = (page: Page, message: object): Promise<unknown> =>
  page.evaluate((body) => {
    const { chrome } = globalThis as unknown as {
      chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> } };
    };
    return chrome.runtime.sendMessage(body);
  }, message);

async function packOnce(stack: Stack, page: Page, places: Stack['places']): Promise<number> {
  await send(page, { type: 'cache.clear' });
  stack.service.reset();
  const list = {
    name: 'bench',
    query: 'bench',
    centre: null,
    places: places.map((place) => ({ placeId: place.placeId, name: place.name })),
  };
  const { ms, status } = await page.evaluate(
    async ({ list, pollMs }) => {
      const { chrome } = globalThis as unknown as {
        chrome: {
          runtime: {
            sendMessage(message: unknown): Promise<{ ok: boolean; data?: unknown; error?: string }>;
          };
        };
      };
      const started = performance.now();
      // Accepted at the price of every place: the bench starts from no saved menu.
      let reply = await chrome.runtime.sendMessage({ type: 'pack.start', list, cost: list.places.length });
      for (;;) {
        const job = reply.data as { status?: string } | null | undefined;
        if (!reply.ok || job?.status !== 'running')
          return { ms: performance.now() - started, status: job?.status };
        await new Promise((resolve) => setTimeout(resolve, pollMs));
        reply = await chrome.runtime.sendMessage({ type: 'pack.status' });
      }
    },
    { list, pollMs: POLL_MS },
  );
  const billed = stack.service.log().filter((entry) => entry.path === '/v1/menu').length;
  if (status !== 'done' || billed !== places.length)
    throw new Error(`the pack ended ${status} after ${billed} requests, not done after ${places.length}`);
  return ms;
}

async function floorOnce(stack: Stack, page: Page, places: Stack['places']): Promise<number> {
  stack.service.reset();
  const ms = await page.evaluate(
    async ({ url, key, ids, inFlight }) => {
      const started = performance.now();
      const queue = [...ids];
      // No named function in here: tsx would wrap it in a helper the page does not have.
      await Promise.all(
        Array.from({ length: inFlight }, async () => {
          for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
            const response = await fetch(`${url}/v1/menu?place_id=${encodeURIComponent(id)}`, {
              headers: { Authorization: `Bearer ${key}` },
            });
            await response.text();
          }
        }),
      );
      return performance.now() - started;
    },
    {
      url: stack.service.url,
      key: stack.service.demoKey,
      ids: places.map((place) => place.placeId),
      inFlight: IN_FLIGHT,
    },
  );
  const answered = stack.service.log().filter((entry) => entry.path === '/v1/menu' && entry.status === 200);
  if (answered.length !== places.length) throw new Error(`the floor got ${answered.length} answers`);
  return ms;
}

export async function tripPackCost(stack: Stack, runs: number): Promise<TripPackResult> {
  const places = stack.places.slice(0, PLACES);
  await stack.configure({ packConfirmAbove: 1_000 });
  const page = await stack.context.newPage();
  try {
    await page.goto(stack.extensionUrl('options.html'));
    stack.service.setFaults({ latencyMs: LATENCY_MS });
    // A first pack and floor, not counted: the worker's and the connection's first use.
    await packOnce(stack, page, places);
    await floorOnce(stack, page, places);
    const pack: number[] = [];
    const floor: number[] = [];
    for (let run = 0; run < runs; run++) {
      // Taking turns, the side going first alternating.
      const order = run % 2 === 0 ? (['pack', 'floor'] as const) : (['floor', 'pack'] as const);
      for (const side of order) {
        if (side === 'pack') pack.push(await packOnce(stack, page, places));
        else floor.push(await floorOnce(stack, page, places));
      }
    }
    return {
      runs,
      places: places.length,
      inFlight: IN_FLIGHT,
      latencyMs: LATENCY_MS,
      packMs: median(pack),
      floorMs: median(floor),
    };
  } finally {
    stack.service.setFaults({});
    await page.close();
  }
}
