import type { Catalog } from '@/service/catalog/store.ts';
import type { FaultController } from '@/service/http/faults.ts';
import type { BudgetLedger } from './budget.ts';
import type { LogEntry, RequestLog } from './log.ts';

/** Everything a request handler may read or change. */
export interface ServiceState {
  catalog: Catalog;
  keys: readonly string[];
  budget: BudgetLedger;
  faults: FaultController;
  log: RequestLog;
  testMode: boolean;
  now: () => Date;
  /** Aborted when the service closes, so injected latency does not hold the process open. */
  signal: AbortSignal;
}

/** Filled in while an API request is handled; becomes the log entry. */
export type RequestTrace = Pick<LogEntry, 'auth' | 'keyIndex' | 'billed' | 'fault'>;
