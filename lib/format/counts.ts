// Counted nouns, written once. English like the rest of the interface; Intl.PluralRules picks the
// form. Unlike a NumberFormat, a PluralRules costs the Maps page next to nothing to set up
// (BENCHMARKS.md, "Intl set-up in a page"), so the inline panel may use it.

export interface PluralForms {
  one: string;
  other: string;
}

let englishPlurals: Intl.PluralRules | undefined;

/** The form for `count`: `one` for 1 ("dish"), `other` otherwise ("dishes"). */
export function plural(count: number, forms: PluralForms): string {
  englishPlurals ??= new Intl.PluralRules('en');
  return englishPlurals.select(count) === 'one' ? forms.one : forms.other;
}

/** "1,000": English digit grouping, without a NumberFormat (see the header). */
export function groupDigits(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "1 dish", "12 dishes". */
export function countOf(count: number, forms: PluralForms): string {
  return `${count} ${plural(count, forms)}`;
}
