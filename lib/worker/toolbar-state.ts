import { lookupsLeftText, resumeDateText } from '@/lib/format/outcome-wording';
import { t } from '@/lib/i18n/messages';
import { type BudgetStatus, type LookupsLeft, levelOfLeft, serviceLevel } from '@/lib/messages/view';
import { badgeFor } from '@/lib/worker/guards/budget-guard';
import type { KeyState } from '@/lib/worker/lookup/lookup-policy';
import type { Badge } from './browser/browser-notifier';

// What the toolbar button says before it is clicked: its badge and its tooltip (the extension's name,
// and what needs doing when something does). Setup comes first (without a working key nothing else
// matters), then the month's budget: the service's stop, its quota nearly or wholly spent, the
// user's allowance; otherwise it says nothing.

export function toolbarState(
  setup: { keyState: KeyState },
  budget: BudgetStatus,
  now: number,
  /** The lookups left shown beside billed actions (guards/lookups-left.ts), when known. */
  left?: LookupsLeft,
): { badge: Badge; title: string } {
  const title = (text: string) => t('toolbar.title', { text });
  // "Needs setup": the same text in two colours, information (no key yet) and error (refused).
  if (setup.keyState === 'none' || setup.keyState === 'no_service') {
    return {
      badge: { text: t('toolbar.badgeKey'), color: '#1a73e8' },
      title: title(t(setup.keyState === 'no_service' ? 'toolbar.noService' : 'toolbar.noKey')),
    };
  }
  if (setup.keyState === 'invalid') {
    return {
      badge: { text: t('toolbar.badgeKey'), color: '#c62828' },
      title: title(t('toolbar.keyRefused')),
    };
  }
  // The figure shown beside billed actions sets the level: the service's, nearly or wholly spent,
  // warns as the user's allowance does.
  const level = left ? levelOfLeft(left, budget.level) : budget.level;
  const badge = badgeFor({ ...budget, level }, now);
  const { used, allowance, exhaustedUntil } = budget;
  if (exhaustedUntil !== null && exhaustedUntil > now) {
    return { badge, title: title(t('toolbar.budgetUsedUp', { resume: resumeDateText(exhaustedUntil) })) };
  }
  const quota = left?.source === 'service' ? serviceLevel(left) : 'none';
  if (left && quota !== 'none') {
    const figures = t('toolbar.figures', { left: lookupsLeftText(left) });
    return {
      badge,
      title: title(t(quota === 'reached' ? 'toolbar.quotaUsedUp' : 'toolbar.quotaSays', { figures })),
    };
  }
  if (allowance !== null && budget.level !== 'none') {
    const figures = t('toolbar.allowanceFigures', { used, count: allowance });
    return {
      badge,
      title: title(budget.level === 'reached' ? t('toolbar.allowanceReached', { figures }) : figures),
    };
  }
  return { badge, title: t('app.name') };
}
