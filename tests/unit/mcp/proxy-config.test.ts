import { describe, expect, it } from 'vitest';
import { readProxyConfig } from '@/mcp/stdio/proxy-config.ts';

describe('readProxyConfig', () => {
  it('reads the service URL and key, trimmed', () => {
    expect(readProxyConfig({ MENU_SERVICE_URL: ' http://127.0.0.1:8787 ', MENU_SERVICE_KEY: 'k\n' })).toEqual(
      {
        ok: true,
        config: { serviceUrl: 'http://127.0.0.1:8787', apiKey: 'k' },
      },
    );
  });

  it('names every missing or empty variable in one message', () => {
    const missing = readProxyConfig({});
    expect(missing.ok).toBe(false);
    if (missing.ok) return;
    expect(missing.message).toMatch(/MENU_SERVICE_URL is not set/);
    expect(missing.message).toMatch(/MENU_SERVICE_KEY is not set/);
    const empty = readProxyConfig({ MENU_SERVICE_URL: 'http://127.0.0.1:8787', MENU_SERVICE_KEY: '  ' });
    expect(empty).toEqual({ ok: false, message: expect.stringMatching(/^MENU_SERVICE_KEY is empty/) });
  });
});
