import {
  allowanceText,
  errorText,
  type MessageContent,
  pausedUntilText,
  resumeDateText,
} from '@/lib/format/outcome-wording';
import type { LookupOutcome } from '@/lib/messages/view';
import type { MenuPanelActions } from './panel-props';

const SAVED = 'Showing the saved menu.';

/** The banner above a saved menu when the latest lookup did not succeed; null for none. */
export function noticeMessage(
  outcome: LookupOutcome,
  actions: MenuPanelActions,
  now: number,
): MessageContent | null {
  const openSettings = { label: 'Open settings', onClick: actions.onOpenOptions };
  switch (outcome.kind) {
    case 'ok':
    case 'loading':
    case 'refreshing':
    case 'no_place':
      return null;
    case 'no_key':
      return {
        title: 'Add your API key to refresh menus.',
        detail: SAVED,
        action: openSettings,
        tone: 'info',
      };
    // With a saved menu, only a stale one shown while automatic refresh is off (see MenuPanel).
    case 'manual':
      return {
        title: 'Automatic refresh is off.',
        detail: SAVED,
        action: { label: 'Refresh — uses 1 lookup', onClick: actions.onLookup },
        tone: 'info',
      };
    case 'not_found':
      return { title: 'No longer in the menu catalog.', detail: SAVED, action: null, tone: 'info' };
    case 'budget_exhausted':
      return {
        title: 'Monthly lookup budget used up.',
        detail: `${resumeDateText(outcome.resetsAt)} ${SAVED}`,
        action: { label: 'Try again', onClick: actions.onRetryBudget ?? actions.onLookup },
        tone: 'warning',
      };
    case 'allowance_reached':
      return {
        title: 'Your monthly allowance is reached.',
        detail: `${allowanceText(outcome.allowance)} ${SAVED}`,
        action: openSettings,
        tone: 'warning',
      };
    case 'key_invalid':
      return { title: 'The API key was refused.', detail: SAVED, action: openSettings, tone: 'error' };
    case 'error':
      return {
        title: "Couldn't refresh the menu. Showing the saved one.",
        detail: errorText(outcome.message),
        action: { label: 'Retry', onClick: actions.onLookup },
        tone: 'error',
      };
    case 'offline':
      return { title: "You're offline.", detail: SAVED, action: null, tone: 'warning' };
    case 'tab_limit':
      return {
        title: `Too many new places looked up from this tab; paused until ${pausedUntilText(outcome.resetsAt, now)}.`,
        detail: SAVED,
        action: null,
        tone: 'warning',
      };
  }
}
