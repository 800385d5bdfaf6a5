import type { Menu } from '@/lib/api/model';
import { formatPrice, warmUpFormats } from '@/lib/format/price-format';
import type { CachedMenu } from '@/lib/messages/view';

// Dish prices are formatted in the worker so that the inline panel makes no NumberFormat: the first
// one in a page costs the Maps page's main thread tens of milliseconds (BENCHMARKS.md, "Intl
// set-up in a page"). The worker pays that set-up once, but not while a cold worker answers its
// first ask, where it would delay the answer: until its formatter is ready, menus go out as they
// are (the panel formats their prices) and the set-up runs after the answer has left.

export type FormatMenu = (menu: Menu) => CachedMenu['menu'];

export function createViewFormats(later: (task: () => void) => void): FormatMenu {
  let state: 'cold' | 'preparing' | 'ready' = 'cold';
  return (menu) => {
    if (state === 'ready') {
      return {
        ...menu,
        dishes: menu.dishes.map((dish) => ({ ...dish, priceText: formatPrice(dish.price) })),
      };
    }
    if (state === 'cold') {
      state = 'preparing';
      later(() => {
        warmUpFormats();
        state = 'ready';
      });
    }
    return menu;
  };
}
