import type { Dish } from '@/lib/api/model';
import { fitsDiets } from '@/lib/api/normalise/diet';
import { t } from '@/lib/i18n/messages';
import type { ChangeTone } from '@/lib/messages/view';
import { DietTags } from './DietTags';

interface DishItemProps {
  dish: Dish;
  /** Its price in words (lib/format/menu-texts.ts), null when it has none. */
  price: string | null;
  isPreferred(tag: string): boolean;
  /** What changed about it since the saved menu this record replaced. */
  mark?: { tone: ChangeTone; text: string };
}

export function DishItem({ dish, price, isPreferred, mark }: DishItemProps) {
  const matches = fitsDiets(dish, isPreferred);
  return (
    // The dish's own text sets its direction (its name first): name, price and description then
    // align the same way, an Arabic dish on an English page as much as a French one on a Hebrew page.
    <li class={matches ? 'mom-dish mom-dish--match' : 'mom-dish'} dir="auto">
      <div class="mom-dish-head">
        <span class="mom-dish-name">{dish.name}</span>
        {price !== null && <span class="mom-price">{price}</span>}
      </div>
      {/* The mark is in the panel's language, not the dish's: its own text sets its direction. */}
      {mark && (
        <span class={`mom-change mom-change--${mark.tone}`} dir="auto">
          {mark.text}
        </span>
      )}
      {dish.description && <p class="mom-dish-desc">{dish.description}</p>}
      <DietTags
        tags={dish.diet}
        label={t('dishes.dietTagsOf', { dish: dish.name })}
        isPreferred={isPreferred}
      />
    </li>
  );
}
