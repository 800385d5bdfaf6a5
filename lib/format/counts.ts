import { messageLanguage, t } from '@/lib/i18n/messages';
import { formatterFor } from './intl-formatters';

/** "about 340 KB" — the cache size is an estimate (JSON length of the stored records). */
export function approximateSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return t('options.size.under1kb');
  const locale = messageLanguage();
  const make = () => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const format = (value: number) => formatterFor(`${locale} size`, make).format(value);
  if (bytes < 1024 * 1024) return t('options.size.kb', { size: format(Math.round(bytes / 1024)) });
  return t('options.size.mb', { size: format(bytes / (1024 * 1024)) });
}
