import { Component } from 'preact';
import type { Menu } from '@/lib/api/model';
import { preferenceMatcher } from '@/lib/api/normalise/diet';
import { t } from '@/lib/i18n/messages';
import type { ChangeTexts } from '@/lib/messages/view';
import { DietFilter } from './DietFilter';
import { DietSummary } from './DietSummary';
import { DishList } from './DishList';
import { dishDietTags, filterByDiet, matchingDishes, placeDishes, preferredFirst } from './dishes';
import { MenuTags } from './MenuTags';

interface DishBrowserProps {
  menu: Menu;
  /** Each dish's price in words, by its position in the menu (CachedMenu.texts.prices). */
  prices: ReadonlyArray<string | null>;
  preferences: readonly string[];
  /** What changed since the saved menu this record replaced, in words: its dishes are marked. */
  changes?: ChangeTexts;
}

interface DishBrowserState {
  /** The place the filter below was set for. */
  placeId: string;
  /** Pressed diet chips. */
  selected: string[];
  /** "Show only these": only dishes matching one of the user's diets. */
  onlyMatching: boolean;
}

/**
 * The user's diets first (how many dishes fit, a button to list only those), then the menu-level
 * tags, the diet filter and the dish list. Preferences highlight; they hide only on request.
 * A class rather than useState: preact/hooks would grow the content script (its size is a budget).
 */
export class DishBrowser extends Component<DishBrowserProps, DishBrowserState> {
  override state: DishBrowserState = { placeId: this.props.menu.placeId, selected: [], onlyMatching: false };

  /**
   * The filter starts empty for each place. Reset here rather than by a key on the place: a new
   * place then updates the list in place instead of rebuilding it (BENCHMARKS.md, "Main-thread CPU").
   */
  static override getDerivedStateFromProps(
    { menu }: DishBrowserProps,
    { placeId }: DishBrowserState,
  ): Partial<DishBrowserState> | null {
    return menu.placeId === placeId ? null : { placeId: menu.placeId, selected: [], onlyMatching: false };
  }

  /** A repaint of the same menu (the panel moved, hid, the window resized) leaves the list as it is. */
  override shouldComponentUpdate(next: DishBrowserProps, nextState: DishBrowserState): boolean {
    const { selected, onlyMatching } = this.state;
    return (
      next.menu !== this.props.menu ||
      next.preferences !== this.props.preferences ||
      next.changes !== this.props.changes ||
      nextState.selected !== selected ||
      nextState.onlyMatching !== onlyMatching
    );
  }

  private matcher: { of: readonly string[]; is(tag: string): boolean } | null = null;

  /** One matcher per preferences list, so the dish items' props stay the same between renders. */
  private isPreferred(preferences: readonly string[]): (tag: string) => boolean {
    if (this.matcher?.of !== preferences)
      this.matcher = { of: preferences, is: preferenceMatcher(preferences) };
    return this.matcher.is;
  }

  private toggle = (tag: string) =>
    this.setState(({ selected }) => ({
      selected: selected.includes(tag) ? selected.filter((t) => t !== tag) : [...selected, tag],
    }));

  private toggleMatching = () => this.setState(({ onlyMatching }) => ({ onlyMatching: !onlyMatching }));

  private clear = () => {
    this.setState({ selected: [] });
    // Clear removes itself: keep keyboard focus in the filter rather than dropping it to <body>.
    (this.base as Element | undefined)?.querySelector<HTMLElement>('.mom-chip')?.focus();
  };

  render() {
    const { menu, preferences, changes } = this.props;
    const isPreferred = this.isPreferred(preferences);
    const filterTags = preferredFirst(dishDietTags(menu.dishes), isPreferred);
    const active = this.state.selected.filter((tag) => filterTags.some((option) => option.tag === tag));
    const all = placeDishes(menu.dishes);
    const matching = matchingDishes(all, isPreferred);
    const onlyMatching = this.state.onlyMatching && matching.length > 0;
    const visible = filterByDiet(onlyMatching ? matching : all, active);
    const narrowed = active.length > 0 || onlyMatching;

    return (
      <div class="mom-menu">
        {preferences.length > 0 && all.length > 0 && (
          <DietSummary
            diets={preferences}
            matching={matching.length}
            total={all.length}
            onlyMatching={onlyMatching}
            onToggle={this.toggleMatching}
          />
        )}
        <MenuTags tags={menu.dietTags} isPreferred={isPreferred} />
        {filterTags.length > 0 && (
          <DietFilter tags={filterTags} selected={active} onToggle={this.toggle} onClear={this.clear} />
        )}
        <p class="mom-count" aria-live="polite">
          {narrowed
            ? t('dishes.showing', { shown: visible.length, count: all.length })
            : t('count.dishes', { count: all.length })}
        </p>
        {all.length === 0 && <p class="mom-empty">{t('dishes.none')}</p>}
        {all.length > 0 && visible.length === 0 && <p class="mom-empty">{t('dishes.noneWithTags')}</p>}
        {visible.length > 0 && (
          <DishList
            entries={visible}
            prices={this.props.prices}
            isPreferred={isPreferred}
            marks={changes && new Map(changes.marks.map((mark) => [mark.position, mark]))}
          />
        )}
      </div>
    );
  }
}
