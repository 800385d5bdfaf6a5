import type { ApiError, ApiErrorKind } from '@/lib/api/api-result';
import { type MessageKey, t } from '@/lib/i18n/messages';
import type { Problem, StorageErrorKind } from '@/lib/messages/view';

// Errors put into words: a caught value, a failed request, a message that may be empty.

/** What to show or log for a caught value: an Error's message (its name when blank), anything else as a string. */
export function caughtMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/**
 * The technical detail of a failed request, or null: what the service said of a request it refused,
 * or what in its answer could not be read. In no user's language, it is shown only on request,
 * behind a details control, as text, never inside a translated sentence.
 */
export function technicalDetail(error: ApiError): string | null {
  return error.kind === 'bad_request' || error.kind === 'invalid_response' ? error.message : null;
}

/** A failed request as a problem code: the context that shows it words it (problemText). */
export function apiProblem(error: ApiError): Problem {
  const status = 'status' in error ? { status: error.status } : {};
  return { kind: 'api', error: error.kind, ...status };
}

/** What browser storage's failure means to the user, in the catalogue's language. */
export function storageErrorText(kind: StorageErrorKind): string {
  return t(`storage.error.${kind}`);
}

/** A problem in words for the user, in the catalogue's language. Never includes request headers. */
export function problemText(problem: Problem): string {
  switch (problem.kind) {
    case 'api':
      return t(API_ERRORS[problem.error], { status: String(problem.status ?? 0) });
    case 'storage':
      return storageErrorText(problem.storage);
    case 'not_allowed':
      return t('problem.notAllowed', { origin: problem.origin });
    case 'text': // A blank one reads as a general failure.
      return problem.text.trim() ? problem.text : t('common.somethingWrong');
    default:
      return t(PROBLEMS[problem.kind]);
  }
}

const PROBLEMS = {
  credentials_changed: 'problem.credentialsChanged',
  budget_renewed: 'problem.budgetRenewed',
  no_answer: 'problem.noAnswer',
  no_service_url: 'problem.noServiceUrl',
  no_key: 'problem.noKey',
} as const satisfies Record<string, MessageKey>;

const API_ERRORS: Readonly<Record<ApiErrorKind, MessageKey>> = {
  unauthorized: 'error.unauthorized',
  not_found: 'error.notFound',
  budget_exhausted: 'error.budget',
  server: 'error.server',
  bad_request: 'error.badRequest',
  network: 'error.network',
  timeout: 'error.timeout',
  redirected: 'error.redirected',
  invalid_response: 'error.invalid',
};
