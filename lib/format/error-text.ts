import type { ApiError } from '@/lib/api/api-result';
import { t } from '@/lib/i18n/messages';

// Errors put into words: a caught value, a failed request, a message that may be empty.

/** What to show or log for a caught value: an Error's message (its name when blank), anything else as a string. */
export function caughtMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/** The detail line of an error message: the message, or a general one when it is blank. */
export function errorDetail(message: string): string {
  return message.trim() ? message : t('common.somethingWrong');
}

/**
 * What the service itself said about a failed request, or null. Its text is its own, not ours: it
 * is shown only on request (behind a details control) and as text, never as the message.
 */
export function serviceText(error: ApiError): string | null {
  return error.kind === 'bad_request' ? error.message : null;
}

/** A sentence for the user about a failed request, in our words. Never includes request headers. */
export function describeApiError(error: ApiError, serviceOrigin?: string): string {
  const service = serviceOrigin ? `the menu service at ${serviceOrigin}` : 'the menu service';
  switch (error.kind) {
    case 'unauthorized':
      return 'The service refused the API key (HTTP 401). Check the key in the options.';
    case 'not_found':
      return `${capitalise(service)} answered 404: check that the service URL is the base address (without /v1).`;
    case 'budget_exhausted':
      return 'The monthly lookup budget of the service is exhausted (HTTP 429).';
    case 'server':
      return `${capitalise(service)} had a server error (HTTP ${error.status}). Try again later.`;
    case 'bad_request':
      return `${capitalise(service)} rejected the request (HTTP ${error.status}, bad_request).`;
    case 'network':
      return `Could not reach ${service}. Check the network connection and the service URL.`;
    case 'timeout':
      return `${capitalise(service)} did not answer in time.`;
    case 'redirected':
      return `${capitalise(service)} redirected the request${error.status ? ` (HTTP ${error.status})` : ''}: check the Service URL in the options.`;
    case 'invalid_response':
      return `${capitalise(service)} sent an answer this extension could not read (${error.message}).`;
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
