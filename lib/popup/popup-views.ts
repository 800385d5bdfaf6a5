import { caughtMessage } from '@/lib/format/error-text';
import type { LookupOutcome, MenuView } from '@/lib/messages/view';

// Views the popup builds itself, for states the worker was not (or could not be) asked about.

export function placeholderView(placeId: string | null, nameHint: string | null): MenuView {
  return { placeId, nameHint, menu: null, outcome: { kind: 'loading' }, offline: false, dietPreferences: [] };
}

/** No Google Maps place in the current tab (or no tab at all). */
export function noPlaceView(offline: boolean): MenuView {
  return { ...placeholderView(null, null), outcome: { kind: 'no_place' }, offline };
}

/**
 * The worker did not answer; keeps whatever was shown so a saved menu stays on screen. Said as the
 * panel says it (problem.noAnswer), the browser's own words (English) under "Technical details".
 */
export function failedView(previous: MenuView | null, error: unknown): MenuView {
  const base = previous ?? placeholderView(null, null);
  return { ...base, outcome: noAnswer(caughtMessage(error)) };
}

/** The worker did not answer the popup (`detail`: the browser's own words): said as the panel says it. */
export function noAnswer(detail: string): LookupOutcome {
  return { kind: 'error', problem: { kind: 'no_answer' }, detail };
}

/** The view shown while the popup asks again: what was shown, marked as loading (or refreshing a saved menu). */
export function reloadingView(previous: MenuView | null): MenuView | null {
  return previous && { ...previous, outcome: { kind: previous.menu ? 'refreshing' : 'loading' } };
}
