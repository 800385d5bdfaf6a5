import type { ApiError } from '@/lib/api/api-result';
import { type MessageKey, t } from '@/lib/i18n/messages';
import type { Problem, StorageErrorKind } from '@/lib/messages/view';

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

/** A failed request as a problem code: the context that shows it words it (problemText). */
export function apiProblem(error: ApiError): Problem {
  const status = 'status' in error ? { status: error.status } : {};
  const said = error.kind === 'invalid_response' ? { said: error.message } : {};
  return { kind: 'api', error: error.kind, ...status, ...said };
}

const STORAGE_ERRORS: Readonly<Record<StorageErrorKind, MessageKey>> = {
  quota: 'storage.error.quota',
  failing: 'storage.error.failing',
  closed: 'storage.error.closed',
  blocked: 'storage.error.blocked',
  version: 'storage.error.version',
  unavailable: 'storage.error.unavailable',
  unknown: 'storage.error.unknown',
};

/** What browser storage's failure means to the user, in the catalogue's language. */
export function storageErrorText(kind: StorageErrorKind): string {
  return t(STORAGE_ERRORS[kind]);
}

/** A problem in words for the user, in the catalogue's language. Never includes request headers. */
export function problemText(problem: Problem): string {
  switch (problem.kind) {
    case 'api':
      return describeApiError(problem);
    case 'storage':
      return storageErrorText(problem.storage);
    case 'credentials_changed':
      return t('problem.credentialsChanged');
    case 'budget_renewed':
      return t('problem.budgetRenewed');
    case 'no_answer':
      return t('problem.noAnswer');
    case 'no_service_url':
      return t('problem.noServiceUrl');
    case 'no_key':
      return t('problem.noKey');
    case 'not_allowed':
      return t('problem.notAllowed', { origin: problem.origin });
    case 'text':
      return errorDetail(problem.text);
  }
}

function describeApiError({ error, status = 0, said = '' }: Extract<Problem, { kind: 'api' }>): string {
  switch (error) {
    case 'unauthorized':
      return t('error.unauthorized');
    case 'not_found':
      return t('error.notFound');
    case 'budget_exhausted':
      return t('error.budget');
    case 'server':
      return t('error.server', { status: String(status) });
    case 'bad_request':
      return t('error.badRequest', { status: String(status) });
    case 'network':
      return t('error.network');
    case 'timeout':
      return t('error.timeout');
    case 'redirected':
      return t('error.redirected');
    case 'invalid_response':
      return t('error.invalid', { problem: said });
  }
}
