// Endpoint URLs under /v1/, relative to a base that may carry a path prefix ("https://x.example/api").
// Query values only ever go through URLSearchParams.

export type Endpoint = 'menu' | 'search';

/** Validates and normalises the base URL; throws TypeError when it is not a usable http(s) URL. */
export function parseServiceBase(baseUrl: string): URL {
  let url: URL;
  try {
    url = new URL(baseUrl.trim());
  } catch {
    throw new TypeError('Menu service base URL is not a valid URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new TypeError('Menu service base URL must be http(s)');
  }
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
