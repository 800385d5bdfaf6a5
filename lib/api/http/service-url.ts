// Endpoint URLs under /v1/, relative to a base that may carry a path prefix ("https://x.example/api").
// Query values only ever go through URLSearchParams.

import { parseHttpUrl } from '@/lib/places/place-path';

export type Endpoint = 'menu' | 'search';

/** Validates and normalises the base URL; throws TypeError when it is not a usable http(s) URL. */
export function parseServiceBase(baseUrl: string): URL {
  const url = parseHttpUrl(baseUrl.trim());
  if (!url) throw new TypeError('Menu service base URL is not a valid http(s) URL');
  if (url.username !== '' || url.password !== '') {
    throw new TypeError('Menu service base URL must not carry credentials');
  }
  url.search = '';
  url.hash = '';
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/`;
  return url;
}

export function endpointUrl(base: URL, endpoint: Endpoint, params: Record<string, string>): URL {
  const url = new URL(`v1/${endpoint}`, base);
  url.search = new URLSearchParams(params).toString();
  return url;
}
