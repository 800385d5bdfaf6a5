import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { ApiError, ApiResult } from '@/lib/api/api-result';
import { createMenuClient, type MenuClient, type MenuClientConfig } from '@/lib/api/http/client';
import { createRandom as seededRandom } from '@/service/catalog/random';
import { type ServiceHandle, type ServiceOptions, startService } from '@/service/index.ts';

export { seededRandom };

// The extension's client against the reference service over loopback HTTP. The service is only
// ever driven through the client (its control surface aside), so both sides must agree.

export interface ContractClient {
  client: MenuClient;
  /** onRequestSent calls so far: the client's own count of billed lookups. */
  sent(): number;
  /** Backoff waits the client asked for (the fake sleep returns at once). */
  delays: number[];
}

export function contractClient(
  service: ServiceHandle,
  config: Partial<MenuClientConfig> = {},
): ContractClient {
  let sent = 0;
  const delays: number[] = [];
  const client = createMenuClient({
    baseUrl: service.url,
    apiKey: service.demoKey,
    random: seededRandom(1234),
    sleep: async (ms) => {
      delays.push(ms);
    },
    onRequestSent: () => {
      sent++;
    },
    ...config,
  });
  return { client, sent: () => sent, delays };
}

/**
 * One test-mode service per file on a free loopback port, with budget, log and faults cleared
 * before every test. Returns a getter because the handle exists only once beforeAll has run.
 */
export function useService(options: ServiceOptions = {}): () => ServiceHandle {
  let service: ServiceHandle | undefined;
  beforeAll(async () => {
    service = await startService({ port: 0, testMode: true, ...options });
  });
  afterAll(() => service?.close());
  beforeEach(() => {
    service?.setFaults({});
    service?.reset();
  });
  return () => {
    if (!service) throw new Error('service not started');
    return service;
  };
}

export function expectOk<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

export function expectError(result: ApiResult<unknown>): ApiError {
  if (result.ok) throw new Error(`expected an error, got ${JSON.stringify(result.value).slice(0, 200)}`);
  return result.error;
}

/** Both sides count the same lookups: service billing, log and the client's own counters. */
export function expectBillingAgrees(service: ServiceHandle, client: ContractClient, attempts: number): void {
  expect(client.sent()).toBe(attempts);
  expect(service.budgetUsed()).toBe(attempts);
  expect(service.log().filter((entry) => entry.billed)).toHaveLength(attempts);
}
