import type { ApiError, ApiResult } from '@/lib/api/api-result';
import { type Menu, MenuSchema, type SearchResult, SearchResultSchema } from '@/lib/api/model';
import { z } from '@/lib/zod';
import { isObject, type JsonObject } from './fields';
import { normaliseMenuRecord } from './menu-record';
import { normaliseSearchResponse } from './search-response';

// From response text to the model; never throws: a body not a JSON object, or too big, is invalid.

/** Largest response body read, in UTF-8 bytes. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** UTF-8 size of `text`, computed only when the UTF-16 length leaves it in doubt. */
export function exceedsByteLimit(text: string, maxBytes: number): boolean {
  if (text.length > maxBytes) return true;
  if (text.length * 3 <= maxBytes) return false;
  return new TextEncoder().encode(text).byteLength > maxBytes;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: ApiError };

const JsonObjectSchema = z.custom<JsonObject>(isObject, { message: 'body is not a JSON object' });

/** Lenient: any JSON object is accepted, normalised, then checked against the model's `schema`. */
const normalisedBody = <T>(normalise: (body: JsonObject) => unknown, schema: z.ZodMiniType<T>) =>
  z.pipe(z.pipe(JsonObjectSchema, z.transform(normalise)), schema);

export const menuBodySchema = (placeId: string) =>
  normalisedBody((body) => normaliseMenuRecord(placeId, body), MenuSchema);

export const searchBodySchema = (sentQuery: string) =>
  normalisedBody((body) => normaliseSearchResponse(sentQuery, body), SearchResultSchema);

function invalid(message: string): { ok: false; error: ApiError } {
  return { ok: false, error: { kind: 'invalid_response', message } };
}

export function decodeJson(text: string, maxBytes = MAX_BODY_BYTES): Parsed<unknown> {
  if (exceedsByteLimit(text, maxBytes)) return invalid(`body larger than ${maxBytes} bytes`);
  try {
    return { ok: true, value: JSON.parse(text.replace(/^\uFEFF/, '')) };
  } catch {
    return invalid('body is not JSON');
  }
}

function run<T>(schema: z.ZodMiniType<T>, json: unknown): Parsed<T> {
  try {
    const result = schema.safeParse(json);
    if (result.success) return { ok: true, value: result.data };
    return invalid(result.error.issues[0]?.message ?? 'body does not fit the model');
  } catch {
    return invalid('body could not be read');
  }
}

export function menuFromJson(placeId: string, json: unknown): Parsed<Menu> {
  if (placeId.trim() === '') return invalid('empty place id');
  return run(menuBodySchema(placeId), json);
}

export function searchFromJson(sentQuery: string, json: unknown): Parsed<SearchResult> {
  return run(searchBodySchema(sentQuery), json);
}

function withAttempts<T>(parsed: Parsed<T>, attempts: number): ApiResult<T> {
  return parsed.ok
    ? { ok: true, value: parsed.value, attempts }
    : { ok: false, error: parsed.error, attempts };
}

/** (placeId, menu response text) → ApiResult<Menu>. */
export function parseMenuBody(placeId: string, text: string, attempts = 1): ApiResult<Menu> {
  const json = decodeJson(text);
  return withAttempts(json.ok ? menuFromJson(placeId, json.value) : json, attempts);
}

/** (query sent, search response text) → ApiResult<SearchResult>. */
export function parseSearchBody(sentQuery: string, text: string, attempts = 1): ApiResult<SearchResult> {
  const json = decodeJson(text);
  return withAttempts(json.ok ? searchFromJson(sentQuery, json.value) : json, attempts);
}
