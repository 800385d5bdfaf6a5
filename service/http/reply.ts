import type { ErrorBody } from '@/service/catalog/types.ts';

/** A response before it is written: handlers return these, the server writes and logs them. */
export interface Reply {
  status: number;
  body: string;
  contentType: string;
  headers: Record<string, string>;
}

const JSON_TYPE = 'application/json; charset=utf-8';

export function rawReply(
  status: number,
  body: string,
  contentType = JSON_TYPE,
  headers: Record<string, string> = {},
): Reply {
  return { status, body, contentType, headers };
}

export function jsonReply(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  return rawReply(status, JSON.stringify(value), JSON_TYPE, headers);
}

export function errorReply(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): Reply {
  const body: ErrorBody = { error: { code, message } };
  return jsonReply(status, body, headers);
}

export function emptyReply(status: number, headers: Record<string, string> = {}): Reply {
  return rawReply(status, '', '', headers);
}
