// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/preact';
import { options, type VNode } from 'preact';
import { describe, expect, it } from 'vitest';
import { DishItem } from '@/components/dishes/DishItem';
import { menuTexts } from '@/lib/format/menu-texts';
import type { CachedMenu, MenuView } from '@/lib/messages/view';
import { cached, MINUTE, menu, NOW, SAMPLE_DISHES, view } from '@/tests/fixtures/menu-views';
import { dishNames, renderPanel, WordedPanel } from './render-panel';

// The dish browser across renders of the inline panel: a new place, the same place again, and a
// repaint of the same view (the panel moved or hid, the window resized).

const OTHER_PLACE = 'ChIJ7d2HqtcUrjsR0b5tDUSTIKk';
const otherPlace = (): MenuView =>
  view({
    placeId: OTHER_PLACE,
    nameHint: null,
    menu: cached(menu({ placeId: OTHER_PLACE, name: 'Osteria Luna', dishes: SAMPLE_DISHES.slice(1) })),
  });

const chip = (tag: string) =>
  within(screen.getByRole('group', { name: 'Filter dishes by diet' })).getByRole('button', {
    name: new RegExp(`^(✓ )?${tag} \\(\\d+\\)$`),
  });

/** Counts the DishItem renders while `run` runs. */
function dishRendersDuring(run: () => void): number {
  const previous = options.diffed;
  let count = 0;
  options.diffed = (vnode: VNode) => {
    if (vnode.type === DishItem) count += 1;
    previous?.(vnode);
  };
  try {
    run();
  } finally {
    options.diffed = previous;
  }
  return count;
}

describe('DishBrowser across renders', () => {
  it('starts the diet filter empty for the next place', () => {
    const { container, rerender, actions } = renderPanel(view());
    fireEvent.click(chip('vegan'));
    expect(dishNames(container)).toEqual(['Tomato soup', 'Chickpea curry', 'Sorbet']);
    rerender(<WordedPanel view={otherPlace()} now={NOW} actions={actions} />);
    expect(chip('vegan')).toHaveAttribute('aria-pressed', 'false');
    expect(dishNames(container)).toEqual(SAMPLE_DISHES.slice(1).map((d) => d.name));
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it("keeps the filter when the same place's menu comes again (a refresh)", () => {
    const { container, rerender, actions } = renderPanel(view());
    fireEvent.click(chip('vegan'));
    rerender(<WordedPanel view={view({ menu: cached(menu()) })} now={NOW + MINUTE} actions={actions} />);
    expect(chip('vegan')).toHaveAttribute('aria-pressed', 'true');
    expect(dishNames(container)).toEqual(['Tomato soup', 'Chickpea curry', 'Sorbet']);
  });

  it("updates the list, its sections and its chips in place for the next place's, rather than building new ones", () => {
    const { container, rerender, actions } = renderPanel(view());
    const nodes = () =>
      ['.mom-dish-list', '.mom-section', '.mom-dish', '.mom-chip', '.mom-tag'].map((selector) =>
        container.querySelector(selector),
      );
    const before = nodes();
    const elsewhere = SAMPLE_DISHES.slice(1).map((d) => ({
      ...d,
      section: `${d.section} of the day`,
      diet: d.diet.map((tag) => `${tag}-option`),
    }));
    rerender(
      <WordedPanel
        view={view({
          placeId: OTHER_PLACE,
          menu: cached(menu({ placeId: OTHER_PLACE, name: 'Osteria Luna', dishes: elsewhere })),
        })}
        now={NOW}
        actions={actions}
      />,
    );
    expect(dishNames(container)[0]).toBe('Burrata');
    expect(container.querySelector('.mom-section-name')?.textContent).toBe('Starters of the day');
    expect(nodes()).toEqual(before);
    expect(before.every((node) => node !== null)).toBe(true);
  });

  it("renders no dish again when the same menu is painted again, while its times follow the worker's answer", () => {
    const shown = view();
    const { rerender, actions } = renderPanel(shown);
    expect(screen.getByText('3 days ago')).toBeInTheDocument();
    const later = NOW + 2 * 24 * 60 * MINUTE;
    const record = shown.menu as CachedMenu;
    const answered = {
      ...shown,
      menu: { ...record, texts: menuTexts(record.menu, record.fetchedAt, 'en', later) },
    };
    const renders = dishRendersDuring(() =>
      rerender(<WordedPanel view={answered} now={later} actions={actions} />),
    );
    expect(renders).toBe(0);
    expect(screen.getByText('5 days ago')).toBeInTheDocument();
  });
});
