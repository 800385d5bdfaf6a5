import {
  allowanceText,
  errorText,
  type MessageContent,
  pausedUntilText,
  resumeDateText,
} from '@/lib/format/outcome-wording';
import type { LookupOutcome } from '@/lib/messages/view';
import type { MenuPanelActions } from './panel-props';

/** What to say when there is no menu to show; null means "show the loading skeleton". */
export function stateMessage(
  outcome: LookupOutcome,
  actions: MenuPanelActions,
  now: number,
): MessageContent | null {
  const openSettings = { label: 'Open settings', onClick: actions.onOpenOptions };
  switch (outcome.kind) {
    case 'loading':
    case 'refreshing':
      return null;
    case 'ok':
      return {
        title: 'No menu to show',
        detail: 'The lookup finished without a menu.',
        action: { label: 'Retry', onClick: actions.onLookup },
        tone: 'info',
      };
    case 'no_place':
      return {
        title: 'Open a restaurant in Google Maps to see its menu',
        detail: 'The menu of the place you open appears here.',
        action: null,
        tone: 'info',
      };
    case 'no_key':
      return {
        title: 'Add your API key to see menus',
        detail: 'Menus come from a menu service that needs your key.',
        action: openSettings,
        tone: 'info',
      };
    case 'manual':
      return {
        title: 'Menu not loaded',
        detail: 'Automatic lookups are off.',
        action: { label: 'Show menu — uses 1 lookup', onClick: actions.onLookup },
        tone: 'info',
      };
    case 'not_found':
      return {
        title: 'This place is not in the menu catalog yet',
        detail: 'Menus are added over time; check back later.',
        action: null,
        tone: 'info',
      };
    case 'budget_exhausted':
      return {
        title: 'Monthly lookup budget used up',
        detail: `${resumeDateText(outcome.resetsAt)} Saved menus still show.`,
        action: { label: 'Try again', onClick: actions.onRetryBudget ?? actions.onLookup },
        tone: 'warning',
      };
    case 'allowance_reached':
      return {
        title: 'Your monthly allowance is reached',
        detail: `${allowanceText(outcome.allowance)} Raise it in settings or wait for next month.`,
        action: openSettings,
        tone: 'warning',
      };
    case 'key_invalid':
      return {
        title: 'The API key was refused',
        detail: 'Check or replace it in settings.',
        action: openSettings,
        tone: 'error',
      };
    case 'error':
      return {
        title: "Couldn't load the menu",
        detail: errorText(outcome.message),
        action: { label: 'Retry', onClick: actions.onLookup },
        tone: 'error',
      };
    case 'offline':
      return {
        title: "You're offline and this menu isn't saved yet",
        detail: 'It will load once you are back online.',
        action: { label: 'Try again', onClick: actions.onLookup },
        tone: 'warning',
      };
    case 'tab_limit':
      return {
        title: `Too many new places looked up from this tab; paused until ${pausedUntilText(outcome.resetsAt, now)}`,
        detail: 'This protects your lookup budget. Saved menus still show.',
        action: null,
        tone: 'warning',
      };
  }
}
