import { describe, expect, it, vi } from 'vitest';
import {
  containsHostPermission,
  hostPermissionPattern,
  OPTIONAL_HOST_PERMISSIONS,
} from '@/lib/options/host-permission';
import { checkServiceUrl } from '@/lib/storage/areas/settings';

// Firefox's match patterns, as toolkit/components/extensions/MatchPattern.cpp reads them: the host
// is everything between "//" and the next "/", a port included ("localhost:8787"); "[…]" is
// dropped around IPv6. A URL is matched on its host without the port (nsIURI host).
// permissions.request (parent/ext-permissions.js) throws unless optionalOrigins.subsumes(pattern).
interface FirefoxPattern {
  schemes: string[];
  domain: string;
  subdomains: boolean;
}

function firefoxPattern(pattern: string): FirefoxPattern {
  const match = /^(\*|https?):\/\/([^/]+)\//.exec(pattern);
  if (!match) throw new Error(`not a pattern: ${pattern}`);
  const [, scheme, host] = match as unknown as [string, string, string];
  const schemes = scheme === '*' ? ['http', 'https'] : [scheme];
  if (host === '*') return { schemes, domain: '', subdomains: true };
  if (host.startsWith('*.')) return { schemes, domain: host.slice(2), subdomains: true };
  const domain = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return { schemes, domain, subdomains: false };
}

function matchesDomain(p: FirefoxPattern, domain: string): boolean {
  if ((p.subdomains && p.domain === '') || p.domain === domain) return true;
  return p.subdomains && domain.endsWith(`.${p.domain}`);
}

function subsumes(outer: FirefoxPattern, inner: FirefoxPattern): boolean {
  if (!inner.schemes.every((s) => outer.schemes.includes(s))) return false;
  if (!outer.subdomains && inner.subdomains && inner.domain === outer.domain) return false;
  return matchesDomain(outer, inner.domain);
}

function firefoxMatchesUrl(p: FirefoxPattern, url: string): boolean {
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  return p.schemes.includes(parsed.protocol.slice(0, -1)) && matchesDomain(p, host);
}

const optional = OPTIONAL_HOST_PERMISSIONS.map(firefoxPattern);

const SERVICE_URLS = [
  'https://menus.example.com',
  'https://menus.example.com:8443/api',
  'http://localhost:8787',
  'http://localhost',
  'http://127.0.0.1:8787/base',
  'http://[::1]:8787',
];

describe('host permission patterns', () => {
  it.each(SERVICE_URLS)(
    '%s: Firefox lets the options page ask for it, and it covers the service',
    (input) => {
      const checked = checkServiceUrl(input);
      if (!checked.ok) throw new Error(checked.problem);
      const requested = firefoxPattern(hostPermissionPattern(checked.origin));
      expect(optional.some((p) => subsumes(p, requested))).toBe(true);
      expect(firefoxMatchesUrl(requested, `${checked.url}/v1/menu?place_id=ChIJabc`)).toBe(true);
    },
  );

  it('the pattern with a port (the old one) is refused for localhost and matches no URL in Firefox', () => {
    const old = firefoxPattern('http://localhost:8787/*');
    expect(optional.some((p) => subsumes(p, old))).toBe(false);
    const oldHttps = firefoxPattern('https://menus.example.com:8443/*');
    expect(optional.some((p) => subsumes(p, oldHttps))).toBe(true); // granted under https://*/* …
    expect(firefoxMatchesUrl(oldHttps, 'https://menus.example.com:8443/v1/menu')).toBe(false); // … useless
  });

  it('counts only the pattern without the port: a grant with it does not take effect in Firefox', async () => {
    const granted = new Set(['http://localhost:8787/*']);
    const contains = vi.fn(async ({ origins }: { origins: string[] }) =>
      origins.every((o) => granted.has(o)),
    );
    expect(await containsHostPermission(contains, 'http://localhost:8787')).toBe(false);
    granted.add('http://localhost/*');
    expect(await containsHostPermission(contains, 'http://localhost:8787')).toBe(true);
    expect(contains.mock.calls.map(([p]) => p.origins)).toEqual([
      ['http://localhost/*'],
      ['http://localhost/*'],
    ]);
  });
});

describe('hostPermissionPattern', () => {
  it('asks for the whole host, without its port (Firefox matches no pattern with one)', () => {
    expect(hostPermissionPattern('http://localhost:8787')).toBe('http://localhost/*');
  });
});
