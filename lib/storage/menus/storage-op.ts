import {
  type CacheStorageError,
  isDatabaseClosedError,
  isStorageFailing,
  toCacheStorageError,
} from './storage-errors';

/** The last storage failure of one database, shown to the user until an operation succeeds. */
export class StorageHealth {
  private last: CacheStorageError | null = null;

  get error(): CacheStorageError | null {
    return this.last;
  }

  /** Storage is full or failing (storage-errors.ts isStorageFailing). */
  failing(): boolean {
    return this.last !== null && isStorageFailing(this.last.kind);
  }

  record(error: CacheStorageError): void {
    this.last = error;
  }

  succeeded(access: 'read' | 'write'): void {
    if (this.clearedBy(access)) this.last = null;
  }

  /** Whether a failure is remembered that a successful `access` would clear. */
  clearedBy(access: 'read' | 'write'): boolean {
    // A failing store that answered a read may still refuse writes: only a write proves it well.
    return this.last !== null && (access === 'write' || !isStorageFailing(this.last.kind));
  }
}

export interface ReopenableDb {
  open(): Promise<unknown>;
  readonly health: StorageHealth;
}

/** One operation, retried once after reopening a database closed under it; failures are remembered. */
export async function runStorageOp<T>(
  db: ReopenableDb,
  access: 'read' | 'write',
  operation: () => Promise<T>,
): Promise<T> {
  try {
    const result = await retryOnceIfClosed(db, operation);
    db.health.succeeded(access);
    return result;
  } catch (error) {
    const failure = toCacheStorageError(error);
    db.health.record(failure);
    throw failure;
  }
}

async function retryOnceIfClosed<T>(db: ReopenableDb, operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (!isDatabaseClosedError(error)) throw error;
    await db.open();
    return operation();
  }
}
