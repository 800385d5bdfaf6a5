import {
  type CacheStorageError,
  isDatabaseClosedError,
  isStorageFailing,
  toCacheStorageError,
} from './storage-errors';

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
