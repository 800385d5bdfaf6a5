import { describe, expect, it } from 'vitest';
import { createViewFormats } from '@/lib/worker/lookup/view-formats';
import { menu } from '@/tests/fixtures/menu-views';

// A cold worker must not add ICU's set-up to its first answer: that menu goes out as it is, and the
// formatter is set up afterwards, once.

function formatsWithQueue() {
  const queued: Array<() => void> = [];
  const formatMenu = createViewFormats((task) => queued.push(task));
  return { formatMenu, queued };
}

const priceTexts = (dishes: ReadonlyArray<{ priceText?: string | null }>) =>
  dishes.map((dish) => dish.priceText);

describe('prices formatted by the worker', () => {
  it('until the set-up has run, menus go out as they are and the set-up is asked for once', () => {
    const { formatMenu, queued } = formatsWithQueue();
    const first = formatMenu(menu());
    const second = formatMenu(menu());
    expect(priceTexts(first.dishes).every((text) => text === undefined)).toBe(true);
    expect(priceTexts(second.dishes).every((text) => text === undefined)).toBe(true);
    expect(queued).toHaveLength(1);
  });

  it('after it, every dish carries its price text, null when it has no price', () => {
    const { formatMenu, queued } = formatsWithQueue();
    formatMenu(menu());
    for (const task of queued) task();
    const euro = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' });
    const dishes = formatMenu(menu()).dishes;
    expect(dishes.find((dish) => dish.name === 'Tomato soup')?.priceText).toBe(euro.format(6.5));
    expect(dishes.find((dish) => dish.name === 'Chickpea curry')?.priceText).toBeNull();
    expect(dishes.find((dish) => dish.name === 'Catch of the day')?.priceText).toBe('market price');
    expect(queued).toHaveLength(1);
  });
});
