import { DishItem } from './DishItem';
import { groupBySection, type PlacedDish } from './dishes';

interface DishListProps {
  entries: readonly PlacedDish[];
  isPreferred(tag: string): boolean;
}

/** Dishes under their section headings, in a scrollable region. */
export function DishList({ entries, isPreferred }: DishListProps) {
  const sections = groupBySection(entries);
  const headed = sections.some((section) => section.title !== null);
  return (
    // A scrollable region must be reachable by keyboard to be scrolled without a mouse.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard access to the scrolling dish list
    <section class="mom-dish-scroll" aria-label="Dishes" tabIndex={0}>
      {sections.map((section) => (
        <section key={section.title ?? ''} class="mom-section">
          {headed && <h3 class="mom-section-title">{section.title ?? 'Menu'}</h3>}
          <ul class="mom-dishes">
            {section.entries.map(({ dish, position }) => (
              <DishItem key={position} dish={dish} isPreferred={isPreferred} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
