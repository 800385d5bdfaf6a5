import type { ServiceHandle } from '@/service/http/server.ts';

/** Plain fetch against the running service: deliberately not the extension's client. */
export function call(
  service: ServiceHandle,
  path: string,
  options: { key?: string | null; method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const key = options.key === undefined ? service.demoKey : options.key;
  const headers: Record<string, string> = { ...options.headers };
  if (key !== null) headers.Authorization = `Bearer ${key}`;
  return fetch(`${service.url}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

export function menuPath(placeId: string): string {
  return `/v1/menu?place_id=${encodeURIComponent(placeId)}`;
}

export function searchPath(query: string, limit?: number): string {
  const suffix = limit === undefined ? '' : `&limit=${limit}`;
  return `/v1/search?q=${encodeURIComponent(query)}${suffix}`;
}

export interface SearchBody {
  query: string;
  results: Array<{
    dish: string;
    restaurant: string;
    place_id: string;
    price: unknown;
    source_url: string | null;
    verified_at: string | number | null;
    menu_status: string;
  }>;
}

export async function search(service: ServiceHandle, query: string, limit?: number): Promise<SearchBody> {
  const response = await call(service, searchPath(query, limit));
  if (response.status !== 200) throw new Error(`search answered ${response.status}`);
  return (await response.json()) as SearchBody;
}

/** A settable clock for budget and log tests. */
export function manualClock(iso: string): { now: () => Date; set(next: string): void } {
  let current = new Date(iso);
  return {
    now: () => current,
    set(next) {
      current = new Date(next);
    },
  };
}
