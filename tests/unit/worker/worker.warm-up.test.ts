import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DAY_MS } from '@/lib/clock';
import { SERVICE_QUOTA_STORAGE_KEY } from '@/lib/storage/areas/service-quota';
import { sampleMenu, T0 } from '@/tests/fixtures/worker/sample-menu';
import { createHarness, mapsUrl } from '@/tests/fixtures/worker/worker-harness';

// A worker is started to answer an ask: it begins that answer's reads at once, and the answer then
// joins them, or takes them from its memory, rather than reading again.

beforeEach(() => {
  fakeBrowser.reset();
});

// The spies watch the one fake storage every test shares: each test counts its own calls only.
afterEach(() => {
  vi.restoreAllMocks();
});

async function started() {
  const harness = createHarness();
  await harness.setup();
  await harness.cache.putMenu(sampleMenu('P1'), T0 - DAY_MS);
  const worker = harness.startWorker();
  const getMonth = vi.spyOn(harness.budgetStore, 'getMonth');
  const getMenu = vi.spyOn(harness.cache, 'getMenu');
  const readLocal = harness.local.get.bind(harness.local);
  const localGet = vi.spyOn(harness.local, 'get');
  const ask = () =>
    harness.send<{ menu: unknown }>(
      worker,
      { type: 'menu.forUrl', url: mapsUrl('P1') },
      harness.tabSender(1, mapsUrl('P1')),
    );
  /** Holds every storage.local read (the settings' among them) until the returned function is called. */
  const holdLocalReads = () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    localGet.mockImplementation(async (keys) => {
      await held;
      return readLocal(keys);
    });
    return release;
  };
  return { worker, getMonth, getMenu, localGet, ask, holdLocalReads };
}

describe('worker warm-up', () => {
  it("reads the settings, the key and the month's budget, which the first answer then takes from memory", async () => {
    const { worker, getMonth, localGet, ask } = await started();
    await worker.warmUp();
    expect(getMonth).toHaveBeenCalledTimes(1);
    expect(localGet).toHaveBeenCalledWith(expect.arrayContaining(['settings']));
    getMonth.mockClear();
    localGet.mockClear();
    expect((await ask()).menu).not.toBeNull();
    expect(getMonth).not.toHaveBeenCalled();
    expect(localGet).not.toHaveBeenCalledWith(expect.arrayContaining(['settings']));
  });

  it("reads the service's last quota figure too, which the first answer shows without reading it again", async () => {
    const { worker, localGet, ask } = await started();
    const quotaReads = () =>
      localGet.mock.calls.filter(([keys]) => [keys].flat().includes(SERVICE_QUOTA_STORAGE_KEY)).length;
    await worker.warmUp();
    expect(quotaReads()).toBe(1);
    localGet.mockClear();
    expect((await ask()).menu).not.toBeNull();
    expect(quotaReads()).toBe(0);
  });

  it('an ask that comes while it reads joins those reads: nothing is read twice', async () => {
    const { worker, getMonth, localGet, ask } = await started();
    const warming = worker.warmUp();
    const answer = ask();
    await warming;
    expect((await answer).menu).not.toBeNull();
    expect(getMonth).toHaveBeenCalledTimes(1);
    expect(localGet.mock.calls.filter(([keys]) => [keys].flat().includes('settings'))).toHaveLength(1);
  });

  it("an ask that comes while it reads starts its own reads (the place's menu) without waiting for them", async () => {
    const { worker, getMenu, ask, holdLocalReads } = await started();
    const release = holdLocalReads();
    const warming = worker.warmUp();
    const answer = ask();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getMenu).toHaveBeenCalledWith('P1');
    release();
    await warming;
    expect((await answer).menu).not.toBeNull();
  });

  it("starts the month's budget read beside the settings' read, not after it", async () => {
    const { worker, getMonth, holdLocalReads } = await started();
    // The settings' read is held: the budget's must already be on its way.
    const release = holdLocalReads();
    const warming = worker.warmUp();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getMonth).toHaveBeenCalledTimes(1);
    release();
    await warming;
  });
});
