import { useState } from 'preact/hooks';
import type { Menu } from '../lib/api/menu';
import { DietFilter } from './DietFilter';
import { DietTags } from './DietTags';
import { DishList } from './DishList';
import { dishDietTags, filterByDiet, placeDishes, preferenceMatcher } from './dishes';

interface DishBrowserProps {
  menu: Menu;
  preferences: readonly string[];
}

/** Menu-level tags, the diet filter and the dish list. Preferences highlight; they never hide. */
export function DishBrowser({ menu, preferences }: DishBrowserProps) {
  const [selected, setSelected] = useState<string[]>([]);
  const isPreferred = preferenceMatcher(preferences);
  const filterTags = dishDietTags(menu.dishes);
  const active = selected.filter((tag) => filterTags.some((option) => option.tag === tag));
  const all = placeDishes(menu.dishes);
  const visible = filterByDiet(all, active);

  const toggle = (tag: string) =>
    setSelected((current) => (current.includes(tag) ? current.filter((t) => t !== tag) : [...current, tag]));

  return (
    <div class="mom-menu">
      <DietTags tags={menu.dietTags} label="Diet tags of this menu" isPreferred={isPreferred} />
      {filterTags.length > 0 && (
        <DietFilter tags={filterTags} selected={active} onToggle={toggle} onClear={() => setSelected([])} />
      )}
      <p class="mom-count" aria-live="polite">
        {active.length > 0 ? `Showing ${visible.length} of ${all.length} dishes` : dishCount(all.length)}
      </p>
      {all.length === 0 && <p class="mom-empty">No dishes are listed on this menu.</p>}
      {all.length > 0 && visible.length === 0 && (
        <p class="mom-empty">No dish carries all the selected tags.</p>
      )}
      {visible.length > 0 && <DishList entries={visible} isPreferred={isPreferred} />}
    </div>
  );
}

function dishCount(count: number): string {
  return count === 1 ? '1 dish' : `${count} dishes`;
}
