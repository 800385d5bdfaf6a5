import type { Menu } from '@/lib/api/model';
import { isCalendarDate } from '@/lib/api/normalise/timestamp';
import type { MenuTexts, TimeTexts } from '@/lib/messages/view';
import { formatPrice } from './price-format';
import {
  absoluteTime,
  calendarDateText,
  daysAgo,
  isJustNow,
  isValidInstant,
  relativeTime,
} from './time-text';

// A menu's prices and dates in words, in the asker's language: the worker sends them with each menu,
// so that no page sets up Intl to show it.

/** "3 days ago" and the full date and time of `at`; null when `at` is no instant. */
export function timeTexts(at: number | null, now: number, locale?: string): TimeTexts | null {
  if (!isValidInstant(at)) return null;
  const texts = { ago: relativeTime(at, now, locale), full: absoluteTime(at, locale) };
  return isJustNow(at, now) ? { ...texts, justNow: true } : texts;
}

/** The service's date: one it sent without a time reads as that date in every zone, "today" on it. */
export function verifiedTexts(at: number | null, now: number, locale?: string): TimeTexts | null {
  if (!isValidInstant(at) || !isCalendarDate(at)) return timeTexts(at, now, locale);
  return { ago: daysAgo(at, now, locale), full: calendarDateText(at, locale) };
}

export function menuTexts(menu: Menu, fetchedAt: number, locale: string, now: number): MenuTexts {
  return {
    prices: menu.dishes.map((dish) => formatPrice(dish.price, locale)),
    fetched: timeTexts(fetchedAt, now, locale),
    verified: verifiedTexts(menu.verifiedAt, now, locale),
  };
}
