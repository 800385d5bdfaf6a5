// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { cached, dish, menu, price, SAMPLE_DISHES, view } from '@/tests/fixtures/menu-views';
import { dishNames, renderPanel } from './render-panel';

function dishItem(name: string): HTMLElement {
  const item = screen.getByText(name).closest('li');
  if (!item) throw new Error(`no dish ${name}`);
  return item;
}

function priceOf(name: string): string | null {
  return dishItem(name).querySelector('.mom-price')?.textContent ?? null;
}

const currency = (amount: number, code: string) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency: code }).format(amount);

describe('sections', () => {
  it('groups dishes under headings in the order sections first appear', () => {
    const { container } = renderPanel(view());
    const headings = [...container.querySelectorAll('.mom-section-name')].map((h) => h.textContent);
    expect(headings).toEqual(['Starters', 'Mains', 'Desserts']);
    expect(dishNames(container)).toEqual(SAMPLE_DISHES.map((d) => d.name));
    const mains = screen.getByRole('heading', { name: 'Mains (3 dishes)' }).closest('section');
    expect(within(mains as HTMLElement).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  });

  it('keeps first-appearance order when a section comes back later', () => {
    const dishes = [
      dish({ name: 'A', section: 'Drinks' }),
      dish({ name: 'B', section: 'Food' }),
      dish({ name: 'C', section: 'Drinks' }),
    ];
    const { container } = renderPanel(view({ menu: cached(menu({ dishes })) }));
    expect([...container.querySelectorAll('.mom-section-name')].map((h) => h.textContent)).toEqual([
      'Drinks',
      'Food',
    ]);
    expect(dishNames(container)).toEqual(['A', 'C', 'B']);
  });

  it('uses no heading when no dish has a section', () => {
    const dishes = [dish({ name: 'A' }), dish({ name: 'B', section: '  ' })];
    const { container } = renderPanel(view({ menu: cached(menu({ dishes })) }));
    expect(container.querySelectorAll('.mom-section-title')).toHaveLength(0);
    expect(dishNames(container)).toEqual(['A', 'B']);
  });

  it('puts dishes without a section under "Menu" when others have sections', () => {
    const dishes = [dish({ name: 'Bread' }), dish({ name: 'Soup', section: 'Starters' })];
    const { container } = renderPanel(view({ menu: cached(menu({ dishes })) }));
    expect([...container.querySelectorAll('.mom-section-name')].map((h) => h.textContent)).toEqual([
      'Menu',
      'Starters',
    ]);
  });

  it('says so when a readable menu lists no dishes', () => {
    renderPanel(view({ menu: cached(menu({ dishes: [] })) }));
    expect(screen.getByText('No dishes are listed on this menu.')).toBeInTheDocument();
  });

  it('shows dish descriptions', () => {
    renderPanel(view());
    expect(within(dishItem('Tomato soup')).getByText('Roasted tomatoes and basil')).toBeInTheDocument();
  });
});

describe('prices', () => {
  it('formats EUR, USD and JPY in their currencies', () => {
    renderPanel(view());
    expect(priceOf('Tomato soup')).toBe(currency(6.5, 'EUR'));
    expect(priceOf('Burrata')).toBe(currency(12, 'USD'));
    expect(priceOf('Ramen')).toBe(currency(1200, 'JPY'));
    expect(priceOf('Ramen')).not.toMatch(/[.,]00/);
  });

  it('shows the text of a price without amount, and nothing for a null price', () => {
    renderPanel(view());
    expect(priceOf('Catch of the day')).toBe('market price');
    expect(priceOf('Chickpea curry')).toBeNull();
  });

  it('does not crash on an invalid currency code', () => {
    const dishes = [
      dish({ name: 'Odd', price: price(9.5, 'EURO') }),
      dish({ name: 'Odder', price: price(2, '$$') }),
    ];
    renderPanel(view({ menu: cached(menu({ dishes })) }));
    expect(priceOf('Odd')).toBe('9.5 EURO');
    expect(priceOf('Odder')).toBe('2 $$');
  });
});

describe('long menus', () => {
  const longMenu = (sections: number, perSection: number) =>
    menu({
      dishes: Array.from({ length: sections * perSection }, (_, index) =>
        dish({ name: `Dish ${index}`, section: `Section ${Math.floor(index / perSection)}` }),
      ),
    });

  it('get their sections as buttons with counts, which bring a section to the top and focus its heading', () => {
    const { container } = renderPanel(view({ menu: cached(longMenu(4, 5)) }));
    const nav = screen.getByRole('navigation', { name: 'Menu sections' });
    const buttons = within(nav).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Section 0 5',
      'Section 1 5',
      'Section 2 5',
      'Section 3 5',
    ]);
    const target = container.querySelectorAll('.mom-section')[2] as HTMLElement;
    const scrolled = vi.fn();
    target.scrollIntoView = scrolled;
    fireEvent.click(buttons[2] as HTMLElement);
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    expect(document.activeElement).toBe(target.querySelector('.mom-section-title'));
  });

  it('are the only ones to get them: a short menu, or one of two sections, has none', () => {
    renderPanel(view());
    expect(screen.queryByRole('navigation', { name: 'Menu sections' })).toBeNull();
    cleanup();
    renderPanel(view({ menu: cached(longMenu(2, 10)) }));
    expect(screen.queryByRole('navigation', { name: 'Menu sections' })).toBeNull();
  });

  it('scroll in the panel around them: the list has no scroll region of its own', () => {
    const { container } = renderPanel(view({ menu: cached(longMenu(4, 5)) }));
    expect(container.querySelector('.mom-dish-list')?.getAttribute('tabindex')).toBeNull();
    expect(container.querySelector('[tabindex="0"]')).toBeNull();
  });
});

describe('right to left', () => {
  it("gives each section its own text's direction, its dishes the section's, and isolates each name and description", () => {
    const { container } = renderPanel(
      view({
        menu: cached(
          menu({
            dishes: [
              dish({ name: 'حمص بالطحينة', section: 'مقبلات' }),
              dish({ name: 'Tabbouleh', section: 'مقبلات', description: 'Parsley, bulgur' }),
            ],
          }),
        ),
      }),
    );
    expect(container.querySelector('.mom-section')?.getAttribute('dir')).toBe('auto');
    // No direction of their own: the section's text (its heading first) decides for all of them.
    expect(container.querySelector('.mom-section-title')?.hasAttribute('dir')).toBe(false);
    for (const item of container.querySelectorAll('.mom-dish')) expect(item.hasAttribute('dir')).toBe(false);
    expect([...container.querySelectorAll('.mom-dish-name')].map((name) => name.tagName)).toEqual([
      'BDI',
      'BDI',
    ]);
    expect(container.querySelector('.mom-dish-desc > bdi')?.textContent).toBe('Parsley, bulgur');
  });
});
