import { resumeDateText } from '@/lib/format/outcome-wording';
import type { LookupOutcome } from '@/lib/messages/view';

export interface RemoteFailure {
  text: string;
  /** What the user can do about it. */
  action: 'options' | 'retry_budget' | null;
}

/** Why "Search all restaurants" gave no results, in words. */
export function remoteFailure(outcome: LookupOutcome): RemoteFailure {
  switch (outcome.kind) {
    case 'no_key':
      return { text: 'Add your API key in the options to search all restaurants.', action: 'options' };
    case 'key_invalid':
      return { text: 'The menu service refused your API key. Check it in the options.', action: 'options' };
    case 'budget_exhausted':
      return {
        text: `The monthly lookup budget is used up. ${resumeDateText(outcome.resetsAt)}`,
        action: 'retry_budget',
      };
    case 'allowance_reached':
      return {
        text: `Your monthly allowance of ${outcome.allowance} lookups is reached. Raise it in the options.`,
        action: 'options',
      };
    case 'offline':
      return {
        text: "You're offline. Searching all restaurants needs a connection; saved menus are still searched.",
        action: null,
      };
    case 'error':
      return { text: `Search failed: ${outcome.message.trim() || 'something went wrong.'}`, action: null };
    case 'tab_limit':
      return { text: 'Too many lookups in a short time. Try again a little later.', action: null };
    default:
      return { text: 'Searching all restaurants is not available right now.', action: null };
  }
}
