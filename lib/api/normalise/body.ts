import type { ApiResult } from '@/lib/api/api-result';
import { type Menu, MenuSchema, type SearchResult, SearchResultSchema } from '@/lib/api/model';
import type { z } from '@/lib/zod';
import { isObject, type JsonObject } from './fields';
import { normaliseMenuRecord } from './menu-record';
import { normaliseSearchResponse } from './search-response';

// From response text to the model; never throws: a body not a JSON object is invalid.

/** Largest response body read, in UTF-8 bytes (the client stops reading past it). */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

function invalid(message: string): ApiResult<never> {
  return { ok: false, error: { kind: 'invalid_response', message } };
}

/** Lenient: any JSON object is accepted, normalised, then checked against the model's `schema`. */
function fromJson<T>(
  json: unknown,
  normalise: (body: JsonObject) => unknown,
  schema: z.ZodMiniType<T>,
): ApiResult<T> {
  if (!isObject(json)) return invalid('body is not a JSON object');
  try {
    const result = schema.safeParse(normalise(json));
    if (result.success) return { ok: true, value: result.data };
    return invalid(result.error.issues[0]?.message ?? 'body does not fit the model');
  } catch {
    return invalid('body could not be read');
  }
}

function fromText<T>(text: string, read: (json: unknown) => ApiResult<T>): ApiResult<T> {
  try {
    return read(JSON.parse(text.replace(/^\uFEFF/, '')));
  } catch {
    return invalid('body is not JSON');
  }
}

export function menuFromJson(placeId: string, json: unknown): ApiResult<Menu> {
  if (placeId.trim() === '') return invalid('empty place id');
  return fromJson(json, (body) => normaliseMenuRecord(placeId, body), MenuSchema);
}

export function parseMenuBody(placeId: string, text: string): ApiResult<Menu> {
  return fromText(text, (json) => menuFromJson(placeId, json));
}

export function parseSearchBody(sentQuery: string, text: string): ApiResult<SearchResult> {
  const normalise = (body: JsonObject) => normaliseSearchResponse(sentQuery, body);
  return fromText(text, (json) => fromJson(json, normalise, SearchResultSchema));
}
