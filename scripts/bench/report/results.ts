import type { BillingResult } from '@/scripts/bench/billing.ts';
import type { ContentScriptSize } from '@/scripts/bench/bundle-size.ts';
import type { ColdPlaceChanges } from '@/scripts/bench/inline.ts';
import type { IntlSetup } from '@/scripts/bench/intl-setup.ts';
import type { Machine } from '@/scripts/bench/machine.ts';
import type { MainThreadResult } from '@/scripts/bench/main-thread.ts';
import type { TripPackResult } from '@/scripts/bench/pack/trip-pack.ts';
import type { PopupTimes } from '@/scripts/bench/popup.ts';
import type { ResultsBadgesResult } from '@/scripts/bench/results-badges.ts';
import type { LocalSearchResult } from '@/scripts/bench/search/local-search.ts';
import type { SearchLibraryResult } from '@/scripts/bench/search/search-library.ts';
import type { SessionText } from '@/scripts/bench/session-text.ts';
import type { Summary } from './stats.ts';

/** One line of the summary table. */
export interface Row {
  metric: string;
  result: string;
  target: string;
  /** '' when the figure has no target. */
  status: 'met' | 'MISSED' | '';
}

/**
 * A measurement, or why it could not be taken (the other measurements still run). `skipped`: not
 * asked for (`--only`).
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string; skipped?: true };

export const skipped = <T>(): Outcome<T> => ({ ok: false, error: 'not run (--only)', skipped: true });

export interface BenchResults {
  machine: Machine;
  cachedPanel: Outcome<Summary>;
  uncachedPanel: Outcome<Summary>;
  popup: Outcome<PopupTimes>;
  /**
   * The real toolbar popup (chrome.action.openPopup), navigation start → its menu-shown mark; its
   * floor, the empty page opened as the toolbar popup in turn with it → its first script.
   */
  toolbarPopup: Outcome<PopupTimes>;
  /** Place change with the worker stopped first (as after 30 s idle), against the render floor's. */
  coldPanel: Outcome<ColdPlaceChanges>;
  /** Popup open with the worker stopped first. */
  coldPopup: Outcome<PopupTimes>;
  size: Outcome<ContentScriptSize>;
  /** The first Intl object of each kind in a fresh page (the inline panel's choices of Intl). */
  intlSetup: Outcome<IntlSetup>;
  /** The remote search answers kept in storage.session, as objects or as one JSON text. */
  sessionText: Outcome<SessionText>;
  localSearch: Outcome<LocalSearchResult>;
  /** Today's dish search and MiniSearch side by side. */
  searchLibrary: Outcome<SearchLibraryResult>;
  mainThread: Outcome<MainThreadResult>;
  billing: Outcome<BillingResult>;
  /** A results list's badges (issue 33) against a floor that inserts the same badges without the worker. */
  resultsBadges: Outcome<ResultsBadgesResult>;
  /** A trip pack of 20 (issue 33) against the same requests issued bare. */
  tripPack: Outcome<TripPackResult>;
  durationS: number;
  /** 1-minute load average when the run ended. */
  loadAtEnd: number;
}

type OutcomeKey = {
  [K in keyof BenchResults]: BenchResults[K] extends Outcome<unknown> ? K : never;
}[keyof BenchResults];

/** The figures in BenchResults each measurement (`--only` name, run.ts) gives. */
export const RESULT_OF = {
  size: 'size',
  intl: 'intlSetup',
  'session-text': 'sessionText',
  cached: 'cachedPanel',
  uncached: 'uncachedPanel',
  popup: 'popup',
  'toolbar-popup': 'toolbarPopup',
  cold: 'coldPanel',
  'cold-popup': 'coldPopup',
  'main-thread': 'mainThread',
  billing: 'billing',
  'local-search': 'localSearch',
  'search-library': 'searchLibrary',
  'results-badges': 'resultsBadges',
  'trip-pack': 'tripPack',
} as const satisfies Record<string, OutcomeKey>;
export type ResultName = keyof typeof RESULT_OF;

/** `r` with only the figures of `names`: every other measurement reads as not run. */
export function resultsOf(r: BenchResults, names: ReadonlySet<ResultName>): BenchResults {
  const kept = { ...r };
  for (const [name, key] of Object.entries(RESULT_OF) as [ResultName, OutcomeKey][])
    if (!names.has(name)) Object.assign(kept, { [key]: skipped() });
  return kept;
}

export async function attempt<T>(label: string, run: () => Promise<T> | T, log: (line: string) => void) {
  const started = performance.now();
  log(`${label}…`);
  try {
    const value = await run();
    log(`${label}: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return { ok: true, value } as Outcome<T>;
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    log(`${label}: FAILED (${message})`);
    return { ok: false, error: message ?? 'unknown error' } as Outcome<T>;
  }
}
