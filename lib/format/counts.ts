import { type MessageKey, messageLanguage, t } from '@/lib/i18n/messages';

// Counted nouns: the catalogue's plural messages (CLDR categories through Intl.PluralRules, which
// costs the Maps page next to nothing to set up: BENCHMARKS.md, "Intl set-up in a page").

/** Plural messages of the form `{count} dish`. */
export type CountKey = Extract<MessageKey, `count.${string}`>;

/** "1 dish", "12 dishes", "5 dań". */
export function countOf(count: number, key: CountKey): string {
  return t(key, { count });
}

/** "about 340 KB" — the cache size is an estimate (JSON length of the stored records). */
export function approximateSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return t('options.size.under1kb');
  const format = (value: number) =>
    new Intl.NumberFormat(messageLanguage(), { maximumFractionDigits: 1 }).format(value);
  if (bytes < 1024 * 1024) return t('options.size.kb', { size: format(Math.round(bytes / 1024)) });
  return t('options.size.mb', { size: format(bytes / (1024 * 1024)) });
}
