// Creating an Intl formatter costs far more than using one (the first loads ICU data), and a menu
// formats every dish: each is made once per key (language, style, currency or unit).
type Made = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.PluralRules;
const made = new Map<string, Made>();

export function formatterFor<T extends Made>(key: string, make: () => T): T {
  let format = made.get(key) as T | undefined;
  if (!format) {
    // A bound against a hostile menu listing many distinct currency codes.
    if (made.size > 63) made.clear();
    format = make();
    made.set(key, format);
  }
  return format;
}
