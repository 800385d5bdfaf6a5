import { Component } from 'preact';
import type { Menu } from '@/lib/api/model';
import { countOf } from '@/lib/format/counts';
import { DietFilter } from './DietFilter';
import { DietTags } from './DietTags';
import { DishList } from './DishList';
import { dishDietTags, filterByDiet, placeDishes, preferenceMatcher } from './dishes';

interface DishBrowserProps {
  menu: Menu;
  preferences: readonly string[];
}

interface DishBrowserState {
  /** Pressed diet chips. */
  selected: string[];
}

/**
 * Menu-level tags, the diet filter and the dish list. Preferences highlight; they never hide.
 * A class rather than useState: preact/hooks would grow the content script (its size is a budget).
 */
export class DishBrowser extends Component<DishBrowserProps, DishBrowserState> {
  override state: DishBrowserState = { selected: [] };

  private toggle = (tag: string) =>
    this.setState(({ selected }) => ({
      selected: selected.includes(tag) ? selected.filter((t) => t !== tag) : [...selected, tag],
    }));

  private clear = () => {
    this.setState({ selected: [] });
    // Clear removes itself: keep keyboard focus in the filter rather than dropping it to <body>.
    (this.base as Element | undefined)?.querySelector<HTMLElement>('.mom-chip')?.focus();
  };

  render() {
    const { menu, preferences } = this.props;
    const isPreferred = preferenceMatcher(preferences);
    const filterTags = dishDietTags(menu.dishes);
    const active = this.state.selected.filter((tag) => filterTags.some((option) => option.tag === tag));
    const all = placeDishes(menu.dishes);
    const visible = filterByDiet(all, active);

    return (
      <div class="mom-menu">
        <DietTags tags={menu.dietTags} label="Diet tags of this menu" isPreferred={isPreferred} />
        {filterTags.length > 0 && (
          <DietFilter tags={filterTags} selected={active} onToggle={this.toggle} onClear={this.clear} />
        )}
        <p class="mom-count" aria-live="polite">
          {active.length > 0
            ? `Showing ${visible.length} of ${dishCount(all.length)}`
            : dishCount(all.length)}
        </p>
        {all.length === 0 && <p class="mom-empty">No dishes are listed on this menu.</p>}
        {all.length > 0 && visible.length === 0 && (
          <p class="mom-empty">No dish carries all the selected tags.</p>
        )}
        {visible.length > 0 && <DishList entries={visible} isPreferred={isPreferred} />}
      </div>
    );
  }
}

function dishCount(count: number): string {
  return countOf(count, { one: 'dish', other: 'dishes' });
}
