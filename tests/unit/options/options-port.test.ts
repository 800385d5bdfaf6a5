// @vitest-environment happy-dom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createOptionsPort } from '@/lib/options/options-port';
import { parseSettings } from '@/lib/storage/areas/settings';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createOptionsPort', () => {
  it("stores the settings in storage.local and the key in the extension's IndexedDB, not beside them", async () => {
    const port = createOptionsPort();
    await port.saveApiKey('k-123');
    const stored = await port.saveSettings({
      ...parseSettings(undefined),
      serviceUrl: 'https://menus.example.com',
    });

    expect(stored.serviceUrl).toBe('https://menus.example.com');
    expect(await port.loadApiKey()).toBe('k-123');
    expect((await port.loadSettings()).serviceUrl).toBe('https://menus.example.com');
    const raw = await fakeBrowser.storage.local.get(null);
    expect(Object.keys(raw).sort()).toEqual(['apiKeyRevision', 'settings']);
    expect(JSON.stringify(raw)).not.toContain('k-123');
  });

  it("asks for and checks the service origin's match pattern", async () => {
    const request = vi.spyOn(fakeBrowser.permissions, 'request').mockResolvedValue(true);
    const contains = vi.spyOn(fakeBrowser.permissions, 'contains').mockResolvedValue(false);
    const port = createOptionsPort();

    expect(await port.requestHostPermission('http://localhost:8787')).toBe(true);
    expect(await port.hasHostPermission('https://menus.example.com')).toBe(false);
    expect(request).toHaveBeenCalledWith({ origins: ['http://localhost/*'] });
    expect(contains).toHaveBeenCalledWith({ origins: ['https://menus.example.com/*'] });
  });

  it('requests the permission without awaiting anything first', () => {
    const request = vi.spyOn(fakeBrowser.permissions, 'request').mockResolvedValue(true);
    void createOptionsPort().requestHostPermission('https://menus.example.com');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('sends settings.changed and cache requests to the worker', async () => {
    const seen: unknown[] = [];
    fakeBrowser.runtime.onMessage.addListener((message: unknown) => {
      seen.push(message);
      const replies: Record<string, unknown> = {
        'settings.changed': { ok: true },
        'cache.clear': { cleared: 4 },
      };
      const data = replies[(message as { type: string }).type];
      return Promise.resolve({ ok: true, data });
    });
    const port = createOptionsPort();
    await port.settingsChanged();
    expect(await port.clearCache()).toBe(4);
    expect(seen).toEqual([{ type: 'settings.changed' }, { type: 'cache.clear' }]);
  });

  it('turns the export into a JSON Blob URL', async () => {
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x/1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const port = createOptionsPort();

    expect(port.createDownloadUrl('{"a":1}')).toBe('blob:x/1');
    const blob = create.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('application/json');
    expect(await blob.text()).toBe('{"a":1}');
    port.revokeDownloadUrl('blob:x/1');
    expect(revoke).toHaveBeenCalledWith('blob:x/1');
  });
});
