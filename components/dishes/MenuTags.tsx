import { tagFits } from '@/lib/api/normalise/diet';
import { dietName } from '@/lib/format/menu-text';
import { t } from '@/lib/i18n/messages';

interface MenuTagsProps {
  tags: readonly string[];
  isPreferred(tag: string): boolean;
}

/**
 * Tags the service gives the whole menu, as a line of text: they describe the place and filter
 * nothing, so they must not look like the filter's chips.
 */
export function MenuTags({ tags, isPreferred }: MenuTagsProps) {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return null;
  return (
    <p class="mom-menu-tags">
      {t('dishes.catersFor')}
      {/* Keyed by position: the next place's tags update these in place. */}
      {unique.map((tag, index) => (
        <span key={index}>
          {index > 0 && t('menu.listSeparator')}
          {tagFits(tag, isPreferred) ? (
            <strong title={t('dishes.matchesDiet')}>{dietName(tag)}</strong>
          ) : (
            dietName(tag)
          )}
        </span>
      ))}
    </p>
  );
}
