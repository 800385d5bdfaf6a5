import { type MessageKey, t } from '@/lib/i18n/messages';

// Counted nouns: the catalogue's plural messages (CLDR categories through Intl.PluralRules, which
// costs the Maps page next to nothing to set up: BENCHMARKS.md, "Intl set-up in a page").

/** Plural messages of the form `{count} dish`. */
export type CountKey = Extract<MessageKey, `count.${string}`>;

/** "1 dish", "12 dishes", "5 dań". */
export function countOf(count: number, key: CountKey): string {
  return t(key, { count });
}
