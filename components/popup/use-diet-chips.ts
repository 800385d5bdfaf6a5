import { useState } from 'preact/hooks';
import { dishDietTags, preferredFirst } from '@/components/dishes/dishes';
import { matchableDiets, preferenceMatcher } from '@/lib/api/normalise/diet';
import type { ResultItem } from '@/lib/popup/result-items';

export interface DietChips {
  tags: Array<{ tag: string; count: number }>;
  /** The pressed tags that some result carries. */
  active: string[];
  /** The results carrying every pressed tag. */
  visible: ResultItem[];
  toggle(tag: string): void;
  clear(): void;
}

/**
 * The diet filter over dish results (the menu's own DietFilter chips): tags counted over the
 * results, the user's diets first; a result must carry every pressed tag.
 */
export function useDietChips(items: readonly ResultItem[], preferred: readonly string[]): DietChips {
  const [selected, setSelected] = useState<string[]>([]);
  const tags = preferredFirst(
    dishDietTags(items.map((item) => ({ diet: [...(item.diet ?? [])] }))),
    preferenceMatcher(preferred),
  );
  const active = selected.filter((tag) => tags.some((option) => option.tag === tag));
  return {
    tags,
    active,
    visible: items.filter((item) => active.every((tag) => matchableDiets(item.diet ?? []).includes(tag))),
    toggle: (tag) =>
      setSelected((current) =>
        current.includes(tag) ? current.filter((other) => other !== tag) : [...current, tag],
      ),
    clear: () => setSelected([]),
  };
}
