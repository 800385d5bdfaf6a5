import { DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT } from '@/service/catalog/search.ts';
import type { SearchResponseWire } from '@/service/catalog/types.ts';
import type { ServiceState } from '@/service/state.ts';
import { errorReply, jsonReply, type Reply } from './reply.ts';

export const MAX_QUERY_LENGTH = 200;

function requiredParam(params: URLSearchParams, name: string): { value: string } | { reply: Reply } {
  const value = params.get(name);
  if (value === null) {
    return { reply: errorReply(400, 'missing_parameter', `Query parameter "${name}" is required.`) };
  }
  if (value.trim() === '') {
    return { reply: errorReply(400, 'empty_parameter', `Query parameter "${name}" must not be empty.`) };
  }
  return { value };
}

export function menuEndpoint(params: URLSearchParams, state: ServiceState): Reply {
  const placeId = requiredParam(params, 'place_id');
  if ('reply' in placeId) return placeId.reply;
  const entry = state.catalog.get(placeId.value);
  if (!entry) return errorReply(404, 'place_not_found', 'No menu record for this place id.');
  return jsonReply(200, entry.record);
}

function parseLimit(raw: string | null): number | null {
  if (raw === null) return DEFAULT_SEARCH_LIMIT;
  if (!/^\d{1,6}$/.test(raw)) return null;
  const limit = Number(raw);
  return limit < 1 ? null : Math.min(limit, MAX_SEARCH_LIMIT);
}

export function searchEndpoint(params: URLSearchParams, state: ServiceState): Reply {
  const query = requiredParam(params, 'q');
  if ('reply' in query) return query.reply;
  if (query.value.length > MAX_QUERY_LENGTH) {
    return errorReply(400, 'query_too_long', `Query must be at most ${MAX_QUERY_LENGTH} characters.`);
  }
  const limit = parseLimit(params.get('limit'));
  if (limit === null) {
    return errorReply(400, 'invalid_parameter', `"limit" must be an integer from 1 to ${MAX_SEARCH_LIMIT}.`);
  }
  return searchAnswer(query.value, limit, state);
}

/** The search response for a query and limit already checked. */
export function searchAnswer(query: string, limit: number, state: ServiceState): Reply {
  const body: SearchResponseWire = { query, results: state.catalog.search(query, limit) };
  return jsonReply(200, body);
}

export const ENDPOINTS = {
  '/v1/menu': { name: 'menu', handle: menuEndpoint },
  '/v1/search': { name: 'search', handle: searchEndpoint },
} as const;

export type EndpointPath = keyof typeof ENDPOINTS;
export type EndpointName = (typeof ENDPOINTS)[EndpointPath]['name'];

export function isEndpointPath(path: string): path is EndpointPath {
  return Object.hasOwn(ENDPOINTS, path);
}
