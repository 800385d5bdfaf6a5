import { groupDigits } from '@/lib/format/counts';
import { lookupsLeftText, resumeDateText } from '@/lib/format/outcome-wording';
import type { BudgetStatus, LookupsLeft } from '@/lib/messages/view';
import { badgeFor } from '@/lib/worker/guards/budget-guard';
import { levelOfLeft, serviceLevel } from '@/lib/worker/guards/lookups-left';
import type { KeyState } from '@/lib/worker/lookup/lookup-policy';
import type { Badge } from './worker-deps';

// What the toolbar button says before it is clicked: its badge and its tooltip. Setup comes first
// (without a working key nothing else matters), then the month's budget: the service's stop, its
// quota nearly or wholly spent, the user's allowance; otherwise it says nothing.

export const EXTENSION_NAME = 'Menu on Maps';

export interface ToolbarState {
  badge: Badge;
  /** The tooltip: the extension's name, and what needs doing when something does. */
  title: string;
}

/** "Needs setup": the same text in two colours, information (no key yet) and error (refused). */
const SETUP_TEXT = 'KEY';

export function toolbarState(
  setup: { keyState: KeyState },
  budget: BudgetStatus,
  now: number,
  /** The lookups left shown beside billed actions (guards/lookups-left.ts), when known. */
  left?: LookupsLeft,
): ToolbarState {
  const title = (text: string) => `${EXTENSION_NAME}: ${text}`;
  if (setup.keyState === 'none' || setup.keyState === 'no_service') {
    return {
      badge: { text: SETUP_TEXT, color: '#1a73e8' },
      title: title(
        setup.keyState === 'no_service'
          ? 'set the menu service URL in the options'
          : 'add your API key to see menus',
      ),
    };
  }
  if (setup.keyState === 'invalid') {
    return {
      badge: { text: SETUP_TEXT, color: '#c62828' },
      title: title('the menu service refused your API key'),
    };
  }
  // The figure shown beside billed actions sets the level: the service's, nearly or wholly spent,
  // warns as the user's allowance does.
  const level = left ? levelOfLeft(left, budget.level) : budget.level;
  const badge = badgeFor({ ...budget, level }, now);
  const { used, allowance, exhaustedUntil } = budget;
  if (exhaustedUntil !== null && exhaustedUntil > now) {
    return { badge, title: title(`monthly lookup budget used up. ${resumeDateText(exhaustedUntil)}`) };
  }
  const quota = left?.source === 'service' ? serviceLevel(left) : 'none';
  if (left && quota !== 'none') {
    const figures = `${lookupsLeftText(left)} this month`;
    return {
      badge,
      title: title(
        quota === 'reached'
          ? `the menu service's monthly quota is used up (${figures})`
          : `${figures}, says the menu service`,
      ),
    };
  }
  if (allowance !== null && budget.level !== 'none') {
    const figures = `${groupDigits(used)} of your ${groupDigits(allowance)} lookups used this month`;
    return { badge, title: title(budget.level === 'reached' ? `${figures}: allowance reached` : figures) };
  }
  return { badge, title: EXTENSION_NAME };
}
