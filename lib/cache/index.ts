export { budgetMonthOf, createBudgetStore } from './budget-store';
export { DB_NAME, getDefaultMenuDb, getStorageError, MenuDb, openMenuDb, readWouldClearError } from './db';
export { createMenuCache, type DexieMenuCache, EXPORT_FORMAT_VERSION, type MenuExport } from './menu-cache';
export { CacheStorageError, isQuotaError, type StorageErrorKind } from './storage-errors';
export type { BudgetMonth, BudgetStore, MenuCache, PutOutcome, StoredMenu } from './stores';
