// Recognising IndexedDB failures. Dexie wraps the browser's errors (`inner`), and Chrome reports a
// full disk as an AbortError on the transaction whose inner error is a QuotaExceededError.

export type StorageErrorKind = 'quota' | 'closed' | 'blocked' | 'version' | 'unavailable' | 'unknown';

export class CacheStorageError extends Error {
  override readonly name = 'CacheStorageError';
  constructor(
    readonly kind: StorageErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const MESSAGES: Record<StorageErrorKind, string> = {
  quota: 'Browser storage is full: new menus cannot be saved. Free disk space or clear saved menus.',
  closed: 'The menu database was closed and could not be reopened.',
  blocked: 'The menu database upgrade is blocked by another open copy of the extension.',
  version: 'The menu database was written by a newer version of the extension.',
  unavailable: 'Browser storage (IndexedDB) is not available.',
  unknown: 'The menu database failed.',
};

/** The error itself and everything it wraps (Dexie's `inner`, standard `cause`), outermost first. */
function errorChain(error: unknown): Array<{ name?: unknown; message?: unknown }> {
  const chain: Array<{ name?: unknown; message?: unknown }> = [];
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && chain.length < 8) {
    const link = current as { name?: unknown; message?: unknown; inner?: unknown; cause?: unknown };
    chain.push(link);
    current = link.inner ?? link.cause;
  }
  return chain;
}

const hasName = (error: unknown, names: readonly string[]) =>
  errorChain(error).some((link) => typeof link.name === 'string' && names.includes(link.name));

/**
 * Chrome reports a full disk as QuotaExceededError, or, when the record's large values go to blob
 * files, as an UnknownError "Failed to write blobs (IOError)".
 */
const DISK_FULL_MESSAGE = /failed to write blobs|\(ioerror\)|no space left/i;

export const isQuotaError = (error: unknown) =>
  hasName(error, ['QuotaExceededError']) ||
  errorChain(error).some((link) => typeof link.message === 'string' && DISK_FULL_MESSAGE.test(link.message));

export const isDatabaseClosedError = (error: unknown) => hasName(error, ['DatabaseClosedError']);

export function classifyStorageError(error: unknown): StorageErrorKind {
  if (error instanceof CacheStorageError) return error.kind;
  if (isQuotaError(error)) return 'quota';
  if (isDatabaseClosedError(error)) return 'closed';
  if (hasName(error, ['VersionError'])) return 'version';
  if (hasName(error, ['MissingAPIError'])) return 'unavailable';
  return 'unknown';
}

export function toCacheStorageError(error: unknown): CacheStorageError {
  if (error instanceof CacheStorageError) return error;
  const kind = classifyStorageError(error);
  return new CacheStorageError(kind, MESSAGES[kind], { cause: error });
}

export function storageErrorMessage(kind: StorageErrorKind): string {
  return MESSAGES[kind];
}
