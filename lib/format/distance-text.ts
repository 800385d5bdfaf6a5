import { messageLanguage } from '@/lib/i18n/messages';
import { formatterFor } from './intl-formatters';

// Distances for people, in the catalogue's language through Intl's units ("850 m", "1.2 km",
// "1,2 km", "850 م"): metres under 1 km (to the nearest 10), then km with one decimal under 10.

function format(unit: 'meter' | 'kilometer', digits: number): Intl.NumberFormat {
  const locale = messageLanguage();
  const options = { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits } as const;
  return formatterFor(`${locale} ${unit} ${digits}`, () => new Intl.NumberFormat(locale, options));
}

/** "850 m", "1.2 km", "14 km"; an impossible distance reads as nothing. */
export function distanceText(km: number): string {
  if (!Number.isFinite(km) || km < 0) return '';
  if (km < 1) return format('meter', 0).format(Math.max(10, Math.round((km * 1000) / 10) * 10));
  return format('kilometer', km < 10 ? 1 : 0).format(km);
}
