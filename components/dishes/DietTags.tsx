import { tagFits } from '@/lib/api/normalise/diet';
import { dietName } from '@/lib/format/menu-text';
import { t } from '@/lib/i18n/messages';

interface DietTagsProps {
  tags: readonly string[];
  label: string;
  isPreferred(tag: string): boolean;
}

/** Read-only diet tag chips; the user's preferred tags are marked with a star and words. */
export function DietTags({ tags, label, isPreferred }: DietTagsProps) {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return null;
  return (
    <ul class="mom-tags" aria-label={label}>
      {/* Keyed by position: the next place's dish updates these in place; a dish's tags never move. */}
      {unique.map((tag, index) =>
        tagFits(tag, isPreferred) ? (
          <li key={index} class="mom-tag mom-tag--preferred" title={t('dishes.matchesDiet')}>
            <span aria-hidden="true">★ </span>
            {dietName(tag)}
            <span class="mom-sr-only">{t('dishes.matchesDietShort')}</span>
          </li>
        ) : (
          <li key={index} class="mom-tag">
            {dietName(tag)}
          </li>
        ),
      )}
    </ul>
  );
}
