// Creating an Intl formatter costs far more than using one (the first in a process loads ICU data),
// and a menu formats every dish and several times: each is made once per key (language, style,
// currency or unit).
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

export function cachedFormat<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let format = made.get(key) as T | undefined;
  if (!format) {
    // A bound against a hostile menu listing many distinct currency codes.
    if (made.size > 63) made.clear();
    format = make();
    made.set(key, format);
  }
  return format;
}
