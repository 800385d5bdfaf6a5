import { type Dish, type Menu, type Price, PriceSchema } from '@/lib/api/model';
import type { MenuChanges } from '@/lib/messages/view';
import { z } from '@/lib/zod';
import { foldText } from '../search/search-text';

// "What changed since you last looked": how a newer record's dishes differ from the saved one's,
// kept with the menu until dismissed; computed from the two records the write already holds.

const position = z.int().check(z.nonnegative());

/** Read back with the row (rows.ts); a note that does not fit its menu is dropped, never the menu. */
export const MenuChangesSchema = z.object({
  since: z.number(),
  added: z.array(position),
  repriced: z.array(z.object({ position, was: PriceSchema, direction: z.nullable(z.enum(['up', 'down'])) })),
  gone: z.array(
    z.object({ name: z.string(), section: z.nullable(z.string()), price: z.nullable(PriceSchema) }),
  ),
});

/**
 * The model gives dishes no id: a dish is the same dish when its folded name and section are (a
 * renamed dish reads as one gone and one new). Repeated names pair up in menu order.
 */
const dishKey = (dish: Dish) => `${foldText(dish.name.trim())}\u0000${foldText(dish.section?.trim() ?? '')}`;

/** Which way a price moved; undefined when it did not change (or one side has none to compare). */
function priceMove(was: Price | null, now: Price | null): 'up' | 'down' | null | undefined {
  if (!was || !now) return undefined;
  if (was.amount !== null && now.amount !== null && was.currency === now.currency) {
    return now.amount > was.amount ? 'up' : now.amount < was.amount ? 'down' : undefined;
  }
  return was.amount === now.amount && was.currency === now.currency ? undefined : null;
}

/**
 * How `next` differs from the record it replaces; undefined when its dishes are the same (order
 * aside), or when either record lists none: a menu that appears or disappears is its status's news.
 */
export function menuChanges(
  replaced: { menu: Menu; verifiedAt: number | null; fetchedAt: number },
  next: Menu,
): MenuChanges | undefined {
  const before = replaced.menu.dishes;
  if (before.length === 0 || next.dishes.length === 0) return undefined;
  const unmatched = new Map<string, Dish[]>();
  for (const dish of before) {
    const key = dishKey(dish);
    unmatched.set(key, [...(unmatched.get(key) ?? []), dish]);
  }
  const changes: MenuChanges = {
    since: replaced.verifiedAt ?? replaced.fetchedAt,
    added: [],
    repriced: [],
    gone: [],
  };
  next.dishes.forEach((dish, at) => {
    const old = unmatched.get(dishKey(dish))?.shift();
    if (!old) {
      changes.added.push(at);
      return;
    }
    const direction = priceMove(old.price, dish.price);
    if (direction !== undefined && old.price)
      changes.repriced.push({ position: at, was: old.price, direction });
  });
  for (const dishes of unmatched.values()) {
    for (const { name, section, price } of dishes) changes.gone.push({ name, section, price });
  }
  const { added, repriced, gone } = changes;
  return added.length + repriced.length + gone.length > 0 ? changes : undefined;
}

/** Whether a stored note fits the menu it was kept with: its positions are among its dishes. */
export function changesFit(changes: MenuChanges, menu: Menu): boolean {
  const positions = [...changes.added, ...changes.repriced.map((entry) => entry.position)];
  return positions.every((at) => at < menu.dishes.length);
}
