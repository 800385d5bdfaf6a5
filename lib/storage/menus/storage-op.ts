import {
  type CacheStorageError,
  isDatabaseClosedError,
  isStorageFailing,
  toCacheStorageError,
} from './storage-errors';

/** The last storage failure of one database, shown to the user until an operation succeeds. */
export class StorageHealth {
  error: CacheStorageError | null = null;

  /** Storage is full or failing (storage-errors.ts isStorageFailing). */
  failing(): boolean {
    return this.error !== null && isStorageFailing(this.error.kind);
  }

  record(error: CacheStorageError): void {
    this.error = error;
  }

  succeeded(access: 'read' | 'write'): void {
    if (this.clearedBy(access)) this.error = null;
  }

  /** Whether a failure is remembered that a successful `access` would clear. */
  clearedBy(access: 'read' | 'write'): boolean {
    // A failing store that answered a read may still refuse writes: only a write proves it well.
    return this.error !== null && (access === 'write' || !isStorageFailing(this.error.kind));
  }
}

/** One operation, retried once after reopening a database closed under it; failures are remembered. */
export async function runStorageOp<T>(
  db: { open(): Promise<unknown>; readonly health: StorageHealth },
  access: 'read' | 'write',
  operation: () => Promise<T>,
): Promise<T> {
  try {
    const result = await operation().catch(async (error: unknown) => {
      if (!isDatabaseClosedError(error)) throw error;
      await db.open();
      return operation();
    });
    db.health.succeeded(access);
    return result;
  } catch (error) {
    const failure = toCacheStorageError(error);
    db.health.record(failure);
    throw failure;
  }
}
