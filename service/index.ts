/** Public surface of the reference menu service for tests, e2e fixtures, the demo and benchmarks. */
export { generateCatalog } from '@/service/catalog/generate.ts';
export { HOSTILE_IDS, hostileEntries } from '@/service/catalog/hostile.ts';
export { featureIdToCid, featureIdToPlaceId, placeIdToFeatureId } from '@/service/catalog/ids.ts';
export {
  NOT_IN_CATALOG_FEATURE_ID,
  SAMPLE_CATALOG,
  SAMPLE_IDS,
  type SampleIdName,
  sampleEntry,
} from '@/service/catalog/sample.ts';
export { DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT } from '@/service/catalog/search.ts';
export type { Catalog } from '@/service/catalog/store.ts';
export type {
  CatalogEntry,
  ErrorBody,
  ItemPrice,
  MenuItem,
  MenuPrices,
  MenuRecord,
  MenuStatus,
  ReasonCode,
  SearchResponseWire,
  SearchResultWire,
  UntypedRecord,
  WirePrice,
} from '@/service/catalog/types.ts';
export { MENU_STATUSES, REASON_CODES } from '@/service/catalog/types.ts';
export type { FaultConfig, MalformedKind, PlaceFault } from '@/service/http/faults.ts';
export { MALFORMED_KINDS } from '@/service/http/faults.ts';
export {
  DEFAULT_MONTHLY_BUDGET,
  DEMO_KEY,
  type ServiceHandle,
  type ServiceOptions,
  startService,
} from '@/service/http/server.ts';
export type { BudgetUpdate } from '@/service/http/test-routes.ts';
export type { LogEntry } from './log.ts';
