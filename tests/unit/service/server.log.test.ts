import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CATALOG, SAMPLE_IDS } from '@/service/catalog/sample.ts';
import type { CatalogEntry } from '@/service/catalog/types.ts';
import { type ServiceHandle, startService } from '@/service/http/server.ts';
import { call, menuPath } from './http.ts';

// A request the service fails to handle still leaves its entry in the log (status 500, billed as
// it was), so that tests counting requests through /__log see every request that arrived.

/** A sample place whose record cannot be serialised: answering it throws inside the handler. */
function unservable(entry: CatalogEntry): CatalogEntry {
  return {
    ...entry,
    record: {
      ...entry.record,
      toJSON() {
        throw new Error('record cannot be serialised');
      },
    },
  };
}

let service: ServiceHandle;
beforeAll(async () => {
  const catalog = SAMPLE_CATALOG.map((entry) =>
    entry.placeId === SAMPLE_IDS.verified ? unservable(entry) : entry,
  );
  service = await startService({ port: 0, catalog });
});
afterAll(() => service.close());

describe('server request log', () => {
  it('logs a request whose handler throws, as a billed 500', async () => {
    const response = await call(service, menuPath(SAMPLE_IDS.verified));
    expect(response.status).toBe(500);
    expect(service.log()).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/v1/menu',
        query: { place_id: SAMPLE_IDS.verified },
        status: 500,
        auth: 'valid',
        billed: true,
      }),
    ]);
    expect(service.budgetUsed()).toBe(1);
  });
});
