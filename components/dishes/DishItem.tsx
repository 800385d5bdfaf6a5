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
    // Laid out in its section's direction (DishList), so that prices stay in one column; its name and
    // description are isolated, each reading in its own text's direction (a Latin dish among Arabic ones).
    <li class={matches ? 'mom-dish mom-dish--match' : 'mom-dish'}>
      <div class="mom-dish-head">
        <bdi class="mom-dish-name">{dish.name}</bdi>
        {price !== null && <span class="mom-price">{price}</span>}
      </div>
      {/* The mark is in the panel's language, not the dish's: its own text sets its direction. */}
      {mark && (
        <span class={`mom-change mom-change--${mark.tone}`} dir="auto">
          {mark.text}
        </span>
      )}
      {dish.description && (
        <p class="mom-dish-desc">
          <bdi>{dish.description}</bdi>
        </p>
      )}
      <DietTags
        tags={dish.diet}
        label={t('dishes.dietTagsOf', { dish: dish.name })}
        isPreferred={isPreferred}
      />
    </li>
  );
}
