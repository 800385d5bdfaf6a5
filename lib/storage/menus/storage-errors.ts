// Recognising IndexedDB failures through Dexie's wrapping (`inner`): a full disk as a
// QuotaExceededError inside an AbortError, or Chromium failing to open its "backing store". Every
// operation on the database goes through runStorageOp, which remembers the failure until one succeeds.

import type { StorageErrorKind } from '@/lib/messages/view';

export class CacheStorageError extends Error {
  override readonly name = 'CacheStorageError';
  constructor(
    readonly kind: StorageErrorKind,
    message = MESSAGES[kind],
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

// For logs and developers; the user is told in their language (lib/format/error-text.ts).
const MESSAGES: Record<StorageErrorKind, string> = {
  quota:
    'Browser storage is full: new menus cannot be kept. Free disk space, or delete saved menus in the options.',
  failing:
    'Browser storage is failing, most likely because the disk is full: menus cannot be kept. Free disk space, then restart the browser.',
  closed: 'The menu database was closed and could not be reopened.',
  blocked: 'The menu database upgrade is blocked by another open copy of the extension.',
  version: 'The menu database was written by a newer version of the extension.',
  unavailable: 'Browser storage (IndexedDB) is not available.',
  unknown: 'The menu database failed.',
};

type Link = { name?: unknown; message?: unknown; inner?: unknown; cause?: unknown };

/** Whether the error or anything it wraps (Dexie's `inner`, standard `cause`) passes `test`. */
function inChain(error: unknown, test: (link: Link) => boolean): boolean {
  let link: unknown = error;
  for (let depth = 0; depth < 8 && typeof link === 'object' && link !== null; depth += 1) {
    if (test(link as Link)) return true;
    link = (link as Link).inner ?? (link as Link).cause;
  }
  return false;
}

const hasName = (error: unknown, name: string) => inChain(error, (link) => link.name === name);
const hasMessage = (error: unknown, pattern: RegExp) =>
  inChain(error, (link) => typeof link.message === 'string' && pattern.test(link.message));

/** Chrome's full disk when large values go to blob files: an UnknownError "Failed to write blobs (IOError)". */
const DISK_FULL_MESSAGE = /failed to write blobs|\(ioerror\)|no space left/i;

export const isQuotaError = (error: unknown) =>
  hasName(error, 'QuotaExceededError') || hasMessage(error, DISK_FULL_MESSAGE);

const isDatabaseClosedError = (error: unknown) => hasName(error, 'DatabaseClosedError');

/** Chromium's words when it cannot open (or keep open) its storage: a full disk, a damaged profile. */
const BACKING_STORE_MESSAGE = /backing store|\bIO error\b/i;

/** Full or failing: what is fetched cannot be kept, so automatic lookups wait. */
export const isStorageFailing = (kind: StorageErrorKind) => kind === 'quota' || kind === 'failing';

/**
 * Room left below this warns before storage fills. With unlimitedStorage the quota is about the
 * disk's free space, shared with the browser's profile; Chromium refuses writes near full.
 */
export const LOW_ROOM_BYTES = 100 * 1024 * 1024;

/**
 * Bytes left to this extension's storage (navigator.storage.estimate(): quota less usage) when
 * fewer than LOW_ROOM_BYTES: what the options and popup warn of; else, or when not said, null.
 */
export async function littleRoomLeft(): Promise<number | null> {
  try {
    const { quota, usage } = await navigator.storage.estimate();
    if (typeof quota !== 'number' || typeof usage !== 'number') return null;
    const room = Math.max(0, quota - usage);
    return room < LOW_ROOM_BYTES ? room : null;
  } catch {
    return null;
  }
}

export function classifyStorageError(error: unknown): StorageErrorKind {
  if (error instanceof CacheStorageError) return error.kind;
  if (isQuotaError(error)) return 'quota';
  if (hasMessage(error, BACKING_STORE_MESSAGE)) return 'failing';
  if (isDatabaseClosedError(error)) return 'closed';
  if (hasName(error, 'VersionError')) return 'version';
  if (hasName(error, 'MissingAPIError')) return 'unavailable';
  return 'unknown';
}

export const toCacheStorageError = (error: unknown): CacheStorageError =>
  error instanceof CacheStorageError
    ? error
    : new CacheStorageError(classifyStorageError(error), undefined, { cause: error });

export const STORAGE_ERROR_KINDS = Object.keys(MESSAGES) as [StorageErrorKind, ...StorageErrorKind[]];

/** Whether `error`, a failure shown until an operation succeeds, is cleared by a successful `access`. */
export function clearedBy(error: CacheStorageError | null, access: 'read' | 'write'): boolean {
  // A failing store that answered a read may still refuse writes: only a write proves it well.
  return error !== null && (access === 'write' || !isStorageFailing(error.kind));
}

/** One operation, retried once after reopening a database closed under it; failures are remembered. */
export async function runStorageOp<T>(
  db: { open(): Promise<unknown>; storageError: CacheStorageError | null },
  access: 'read' | 'write',
  operation: () => Promise<T>,
): Promise<T> {
  try {
    const result = await operation().catch(async (error: unknown) => {
      if (!isDatabaseClosedError(error)) throw error;
      await db.open();
      return operation();
    });
    if (clearedBy(db.storageError, access)) db.storageError = null;
    return result;
  } catch (error) {
    const failure = toCacheStorageError(error);
    db.storageError = failure;
    throw failure;
  }
}
