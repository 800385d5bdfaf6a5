import { t } from '@/lib/i18n/messages';
import type { ChangeTone } from '@/lib/messages/view';
import { DishItem } from './DishItem';
import { type DishSection, groupBySection, type PlacedDish } from './dishes';
import { SectionNav } from './SectionNav';

interface DishListProps {
  entries: readonly PlacedDish[];
  /** Each dish's price in words, by its position in the menu. */
  prices: ReadonlyArray<string | null>;
  isPreferred(tag: string): boolean;
  /** Dishes marked as changed, by position in the menu. */
  marks?: ReadonlyMap<number, { tone: ChangeTone; text: string }>;
}

/**
 * A long menu gets its sections as buttons at the top: enough dishes that they fill more than a
 * window's height of the panel, in at least three sections.
 */
const SECTION_NAV_MIN_DISHES = 15;
const SECTION_NAV_MIN_SECTIONS = 3;

/**
 * Dishes under their section headings, each with its count. No scroll region of its own: the panel
 * around it (or the popup's page) is the one scroll region.
 */
export function DishList({ entries, prices, isPreferred, marks }: DishListProps) {
  const sections = groupBySection(entries);
  const headed = sections.some((section) => section.title !== null);
  const long = entries.length >= SECTION_NAV_MIN_DISHES && sections.length >= SECTION_NAV_MIN_SECTIONS;
  return (
    <div class="mom-dish-list">
      {headed && long && <SectionNav sections={sections.map(sectionLabel)} />}
      {/* Keyed by position, not title: the next place's sections (other titles) update these in
          place rather than being built anew (BENCHMARKS.md, "Main-thread CPU"). */}
      {sections.map((section, index) => (
        // A section's own text sets its direction, its heading first: every dish row in it lays out
        // the same way, an Arabic menu on an English page as much as a French one on a Hebrew page.
        <section key={index} class="mom-section" dir="auto">
          {headed && (
            <h3 class="mom-section-title" tabIndex={-1}>
              <span class="mom-section-name">{sectionLabel(section).title}</span>
              <span class="mom-section-count" aria-hidden="true">
                {section.entries.length}
              </span>
              <span class="mom-sr-only">{` (${t('count.dishes', { count: section.entries.length })})`}</span>
            </h3>
          )}
          <ul class="mom-dishes">
            {section.entries.map(({ dish, position }) => (
              <DishItem
                key={position}
                dish={dish}
                price={prices[position] ?? null}
                isPreferred={isPreferred}
                mark={marks?.get(position)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function sectionLabel(section: DishSection): { title: string; count: number } {
  return { title: section.title ?? t('dishes.sectionNone'), count: section.entries.length };
}
