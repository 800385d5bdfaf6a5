import { t } from '@/lib/i18n/messages';
import type { ChangeTexts, MenuChanges } from '@/lib/messages/view';
import { formatPrice } from './price-format';
import { dateText } from './time-text';

// The words of "what changed since you last looked" (lib/storage/menus/menu-changes.ts).

export function changeTexts(changes: MenuChanges): ChangeTexts {
  return {
    summary: changesSummary(changes),
    marks: changeMarks(changes),
    gone: changes.gone.map(({ name, price }) => ({ name, price: formatPrice(price) })),
  };
}

/** "3 new dishes · 2 prices changed · 1 dish gone since 12 Oct 2026". */
function changesSummary({ since, added, repriced, gone }: MenuChanges): string {
  const parts = [
    added.length > 0 && t('changes.newDishes', { count: added.length }),
    repriced.length > 0 && t('changes.pricesChanged', { count: repriced.length }),
    gone.length > 0 && t('changes.dishesGone', { count: gone.length }),
  ].filter((part): part is string => typeof part === 'string');
  return t('changes.summary', { changes: parts.join(t('changes.separator')), date: dateText(since) });
}

const PRICE_MOVED = { up: 'changes.priceUp', down: 'changes.priceDown' } as const;

/** Each marked dish by its position in the menu: "New", "up from €9.00", "was 12 CHF". */
function changeMarks({ added, repriced }: MenuChanges): ChangeTexts['marks'] {
  const marks: ChangeTexts['marks'] = added.map((position) => ({
    position,
    tone: 'new',
    text: t('changes.new'),
  }));
  for (const { position, was, direction } of repriced) {
    const key = direction ? PRICE_MOVED[direction] : 'changes.priceWas';
    marks.push({ position, tone: direction ?? 'changed', text: t(key, { price: formatPrice(was) ?? '' }) });
  }
  return marks;
}
