// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { type Catalogue, useCatalogue } from '@/lib/i18n/messages';
import german from '@/locales/de.json';
import english from '@/locales/en.json';
import { cached, dish, menu, SAMPLE_DISHES, view } from '@/tests/fixtures/menu-views';
import { dishNames, renderPanel } from './render-panel';

const ALL = SAMPLE_DISHES.map((d) => d.name);

function filterGroup(): HTMLElement {
  return screen.getByRole('group', { name: 'Filter dishes by diet' });
}

function chip(tag: string): HTMLElement {
  return within(filterGroup()).getByRole('button', { name: new RegExp(`^(✓ )?${tag} \\(\\d+\\)$`) });
}

describe('diet filter', () => {
  it('offers one chip per tag found on dishes, with counts, none pressed', () => {
    renderPanel(view());
    const labels = within(filterGroup())
      .getAllByRole('button')
      .map((b) => b.textContent);
    // Vegan dishes count as vegetarian too (lib/api/normalise/diet.ts matchableDiets).
    expect(labels).toEqual(['gluten-free (2)', 'halal (1)', 'vegan (3)', 'vegetarian (4)']);
    for (const tag of ['gluten-free', 'halal', 'vegan', 'vegetarian']) {
      expect(chip(tag)).toHaveAttribute('aria-pressed', 'false');
    }
    expect(within(filterGroup()).queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('keeps only dishes carrying the pressed tag', () => {
    const { container } = renderPanel(view());
    fireEvent.click(chip('vegan'));
    expect(chip('vegan')).toHaveAttribute('aria-pressed', 'true');
    expect(dishNames(container)).toEqual(['Tomato soup', 'Chickpea curry', 'Sorbet']);
    expect(screen.getByText('Showing 3 of 6 dishes')).toBeInTheDocument();
  });

  it('combines pressed tags with AND', () => {
    const { container } = renderPanel(view());
    fireEvent.click(chip('vegan'));
    fireEvent.click(chip('gluten-free'));
    expect(dishNames(container)).toEqual(['Tomato soup', 'Sorbet']);
    fireEvent.click(chip('halal'));
    expect(dishNames(container)).toEqual([]);
    expect(screen.getByText('No dish carries all the selected tags.')).toBeInTheDocument();
  });

  it('releases a chip on a second press', () => {
    const { container } = renderPanel(view());
    fireEvent.click(chip('vegetarian'));
    expect(dishNames(container)).toEqual(['Tomato soup', 'Burrata', 'Chickpea curry', 'Sorbet']);
    fireEvent.click(chip('vegetarian'));
    expect(chip('vegetarian')).toHaveAttribute('aria-pressed', 'false');
    expect(dishNames(container)).toEqual(ALL);
  });

  it('Clear brings every dish back and releases all chips', () => {
    const { container } = renderPanel(view());
    fireEvent.click(chip('vegan'));
    fireEvent.click(chip('halal'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(dishNames(container)).toEqual(ALL);
    expect(chip('vegan')).toHaveAttribute('aria-pressed', 'false');
    expect(chip('halal')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    expect(screen.getByText('6 dishes')).toBeInTheDocument();
  });

  it('shows no filter when no dish has a diet tag', () => {
    const plain = SAMPLE_DISHES.map((d) => ({ ...d, diet: [] }));
    renderPanel(view({ menu: cached(menu({ dishes: plain })) }));
    expect(screen.queryByRole('group', { name: 'Filter dishes by diet' })).toBeNull();
  });
});

describe('menu-level diet tags', () => {
  it('are a line of text, not chips like the filter (they filter nothing)', () => {
    const { container } = renderPanel(
      view({
        menu: cached(menu({ dietTags: ['vegetarian-friendly', 'kosher'] })),
        dietPreferences: ['kosher'],
      }),
    );
    const line = container.querySelector('.mom-menu-tags');
    expect(line?.textContent).toBe('Caters for: vegetarian-friendly, kosher');
    expect(line?.querySelector('button, li')).toBeNull();
    // The user's own diet stands out.
    expect(within(line as HTMLElement).getByText('kosher').tagName).toBe('STRONG');
  });

  it("name the diets the catalogue knows in the reader's language, others as the service sent them", () => {
    useCatalogue('de', german as Catalogue);
    try {
      const { container } = renderPanel(
        view({ menu: cached(menu({ dietTags: ['vegetarian', 'pescatarian', 'kosher'] })) }),
      );
      expect(container.querySelector('.mom-menu-tags')?.textContent).toBe(
        `Ernährung: ${german['diet.vegetarian']}, pescatarian, ${german['diet.kosher']}`,
      );
    } finally {
      useCatalogue('en', english as Catalogue);
    }
  });
});

describe('diet summary', () => {
  function summary(container: Element): Element | null {
    return container.querySelector('.mom-diet-summary');
  }

  it("says how many dishes match the user's diets, and lists only those on request", () => {
    const { container } = renderPanel(view({ dietPreferences: ['vegan'] }));
    expect(summary(container)?.firstElementChild?.textContent).toBe('3 dishes are marked vegan');
    expect(summary(container)?.lastElementChild?.textContent).toBe('Show only these');
    fireEvent.click(screen.getByRole('button', { name: 'Show only these' }));
    expect(dishNames(container)).toEqual(['Tomato soup', 'Chickpea curry', 'Sorbet']);
    expect(screen.getByText('Showing 3 of 6 dishes')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(dishNames(container)).toEqual(ALL);
  });

  it('finds the vegan dishes for a vegetarian, and marks them, while showing their own tags', () => {
    const { container } = renderPanel(view({ dietPreferences: ['vegetarian'] }));
    expect(summary(container)?.firstElementChild?.textContent).toBe('4 dishes are marked vegetarian');
    fireEvent.click(screen.getByRole('button', { name: 'Show only these' }));
    expect(dishNames(container)).toEqual(['Tomato soup', 'Burrata', 'Chickpea curry', 'Sorbet']);
    const soup = [...container.querySelectorAll('.mom-dish')].find((li) =>
      li.textContent?.includes('Tomato soup'),
    );
    expect(soup?.classList.contains('mom-dish--match')).toBe(true);
    expect(soup?.textContent).not.toContain('vegetarian');
  });

  it('counts a dish matching any of several diets once', () => {
    const { container } = renderPanel(view({ dietPreferences: ['vegan', 'halal', 'vegetarian'] }));
    expect(summary(container)?.firstElementChild?.textContent).toBe(
      '4 dishes are marked vegan, halal or vegetarian',
    );
  });

  it('says one dish in the singular, in the words of the empty case ("is marked")', () => {
    const { container } = renderPanel(view({ dietPreferences: ['halal'] }));
    expect(summary(container)?.firstElementChild?.textContent).toBe('1 dish is marked halal');
  });

  it('says so when no dish matches, and offers no button', () => {
    const { container } = renderPanel(view({ dietPreferences: ['kosher'] }));
    expect(summary(container)?.textContent).toBe('No dish here is marked kosher');
    expect(summary(container)?.querySelector('button')).toBeNull();
  });

  it('offers nothing to narrow when every dish matches', () => {
    const all = SAMPLE_DISHES.map((d) => ({ ...d, diet: ['halal'] }));
    const { container } = renderPanel(
      view({ menu: cached(menu({ dishes: all })), dietPreferences: ['halal'] }),
    );
    expect(summary(container)?.textContent).toBe('All 6 dishes are marked halal');
  });

  it('is absent without diets in the settings', () => {
    const { container } = renderPanel(view({ dietPreferences: [] }));
    expect(summary(container)).toBeNull();
  });

  it("starts the filter chips from the user's diets", () => {
    renderPanel(view({ dietPreferences: ['vegan', 'halal'] }));
    const labels = within(filterGroup())
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(labels).toEqual(['halal (1)', 'vegan (3)', 'gluten-free (2)', 'vegetarian (4)']);
  });
});

describe('diet preferences', () => {
  it('highlight matching tags and dishes without hiding anything', () => {
    const { container } = renderPanel(view({ dietPreferences: ['Halal'] }));
    expect(dishNames(container)).toEqual(ALL);
    const curry = screen.getByText('Chickpea curry').closest('li') as HTMLElement;
    expect(curry).toHaveClass('mom-dish--match');
    const tag = within(curry).getByText('halal').closest('li');
    expect(tag).toHaveClass('mom-tag--preferred');
    expect(tag).toHaveTextContent('(matches your preferences)');
    expect(within(curry).getByText('vegan').closest('li')).not.toHaveClass('mom-tag--preferred');
    const burrata = screen.getByText('Burrata').closest('li') as HTMLElement;
    expect(burrata).not.toHaveClass('mom-dish--match');
    for (const tag of ['gluten-free', 'halal', 'vegan', 'vegetarian']) {
      expect(chip(tag)).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('star a vegan tag for a vegetarian, as the dish is highlighted and counted for them', () => {
    renderPanel(view({ dietPreferences: ['vegetarian'] }));
    const curry = screen.getByText('Chickpea curry').closest('li') as HTMLElement;
    expect(curry).toHaveClass('mom-dish--match');
    expect(within(curry).getByText('vegan').closest('li')).toHaveClass('mom-tag--preferred');
    expect(within(curry).getByText('halal').closest('li')).not.toHaveClass('mom-tag--preferred');
    // The filter starts from the diet they chose.
    expect(within(filterGroup()).getAllByRole('button')[0]?.textContent).toBe('vegetarian (4)');
  });

  it("mark a place's own vegan tag for a vegetarian", () => {
    const { container } = renderPanel(
      view({ dietPreferences: ['vegetarian'], menu: cached(menu({ dietTags: ['vegan', 'halal'] })) }),
    );
    expect([...container.querySelectorAll('.mom-menu-tags strong')].map((tag) => tag.textContent)).toEqual([
      'vegan',
    ]);
  });

  it('highlight nothing when the user has no preferences', () => {
    const { container } = renderPanel(view({ dietPreferences: [] }));
    expect(container.querySelector('.mom-tag--preferred')).toBeNull();
    expect(container.querySelector('.mom-dish--match')).toBeNull();
  });
});

describe('diet filter Clear and keyboard focus', () => {
  it('keeps focus in the filter when Clear removes itself', () => {
    const { container } = renderPanel(view());
    fireEvent.click(screen.getByRole('button', { name: /^vegan/ }));
    const clear = screen.getByRole('button', { name: 'Clear' });
    clear.focus();
    expect(document.activeElement).toBe(clear);
    fireEvent.click(clear);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    // Not dropped to <body>: a keyboard user would have to tab through the whole page again.
    expect(document.activeElement).not.toBe(document.body);
    expect(container.querySelector('.mom-filter')?.contains(document.activeElement)).toBe(true);
  });
});

describe('dish count while filtering', () => {
  it('says "1 of 1 dish", not "1 of 1 dishes", for a one-dish menu', () => {
    const one = menu({ dishes: [dish({ name: 'Falafel', diet: ['vegan'] })] });
    renderPanel(view({ menu: cached(one, { fetchedAt: Date.now() }) }));
    expect(screen.getByText('1 dish')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^vegan/ }));
    expect(screen.getByText('Showing 1 of 1 dish')).toBeInTheDocument();
  });
});
