import type { CallToolResult } from '@modelcontextprotocol/server';
import type { z } from 'zod';

// Failures a tool call answers with: a tool result with `isError: true` whose text is JSON,
// `{"error": {"code", "message", "resets_at"?}}`, never a protocol error, so that the agent
// reads it and acts on it. The code is stable; the message says what happened and what to do.

export const TOOL_ERROR_CODES = [
  'unknown_place',
  'budget_exhausted',
  'auth_invalid',
  'upstream_unavailable',
  'invalid_response',
  'request_refused',
] as const;
export type ToolErrorCode = (typeof TOOL_ERROR_CODES)[number];

export interface ToolFailure {
  code: ToolErrorCode;
  /** What the service said or what went wrong, when there is more to say than the code. */
  detail?: string;
  /** budget_exhausted: when the budget renews (ISO 8601), when the service said. */
  resetsAt?: string | null;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; failure: ToolFailure };

function advice(failure: ToolFailure): string {
  switch (failure.code) {
    case 'unknown_place':
      return (
        'The menu service has no restaurant with this place_id. Check that it is a place id from a maps ' +
        'provider (not a name or an address); do not retry the same id.'
      );
    case 'budget_exhausted':
      return (
        "The user's monthly lookup budget is spent. Tell the user; do not retry" +
        (failure.resetsAt ? `: it renews at ${failure.resetsAt}.` : '.')
      );
    case 'auth_invalid':
      return (
        'The menu service refused the API key. Tell the user to check the key this server is configured ' +
        'with; retrying will not help.'
      );
    case 'upstream_unavailable':
      return (
        'The menu service failed or could not be reached. This call was sent once and not repeated ' +
        '(each attempt bills a lookup). You may try again later, at most once; if it still fails, tell ' +
        'the user the menu service is unavailable.'
      );
    case 'invalid_response':
      return "The menu service's answer could not be read. Do not retry now; tell the user this data cannot be read.";
    case 'request_refused':
      return 'The menu service refused these arguments. Change them rather than sending them again.';
  }
}

/** An answer that its schema refuses, named by the first field at fault. */
export function unreadable(error: z.ZodError): ToolFailure {
  const issue = error.issues[0];
  return {
    code: 'invalid_response',
    detail: issue ? `${issue.path.join('.')}: ${issue.message}` : undefined,
  };
}

export function toolError(failure: ToolFailure): CallToolResult {
  const message = failure.detail ? `${advice(failure)} (${failure.detail})` : advice(failure);
  const resets = failure.resetsAt ? { resets_at: failure.resetsAt } : {};
  const error = { code: failure.code, message, ...resets };
  return { isError: true, content: [{ type: 'text', text: JSON.stringify({ error }) }] };
}
