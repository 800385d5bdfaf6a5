import { StatusBadge } from '@/components/menu/StatusBadge';
import { TimeAgo } from '@/components/menu/Time';
import { distanceText } from '@/lib/format/distance-text';
import { verifiedTexts } from '@/lib/format/menu-texts';
import { formatPrice } from '@/lib/format/price-format';
import { t } from '@/lib/i18n/messages';
import type { ResultItem } from '@/lib/popup/result-items';

interface ResultListProps {
  items: readonly ResultItem[];
  now: number;
  label: string;
  onOpen(item: ResultItem & { placeId: string }): void;
}

/** Dish search results; each row with a place id is a button that opens the restaurant's menu. */
export function ResultList({ items, now, label, onOpen }: ResultListProps) {
  return (
    <ul class="popup-list" aria-label={label}>
      {items.map((item) => {
        const { placeId } = item;
        const body = <ResultBody item={item} now={now} />;
        return (
          <li key={item.key}>
            {placeId === null ? (
              <div class="popup-row popup-row--static">{body}</div>
            ) : (
              <button type="button" class="popup-row" onClick={() => onOpen({ ...item, placeId })}>
                {body}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function ResultBody({ item, now }: { item: ResultItem; now: number }) {
  const price = formatPrice(item.price);
  const checked = verifiedTexts(item.verifiedAt, now);
  return (
    <>
      <span class="popup-row-main">
        <span class="popup-row-title" dir="auto">
          {item.dish}
        </span>
        {price && <span class="popup-row-price">{price}</span>}
      </span>
      <span class="popup-row-meta">
        <span dir="auto">{item.restaurant?.trim() || t('common.unnamedRestaurant')}</span>
        {item.distanceKm !== undefined && (
          <span class="popup-row-distance">{distanceText(item.distanceKm)}</span>
        )}
        <StatusBadge status={item.status} rawStatus={null} />
        {checked && (
          <TimeAgo
            at={item.verifiedAt as number}
            texts={checked}
            say={(ago) => t('search.checkedAgo', { ago })}
          />
        )}
      </span>
    </>
  );
}
