/** Letters that NFD does not decompose but users type without their stroke or ligature. */
const FOLDS: Readonly<Record<string, string>> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ı: 'i',
  þ: 'th',
};
const FOLDABLE = /[øæœßłđıþ]/g;
const COMBINING_MARKS = /\p{M}+/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/u;

/** Lower-case, strip diacritics (NFD + remove marks), fold ligatures: "Crème Brûlée" → "creme brulee". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(FOLDABLE, (letter) => FOLDS[letter] ?? letter);
}

/** Folded words, split on anything that is not a letter or a digit. */
export function foldWords(text: string): string[] {
  return foldText(text)
    .split(SEPARATORS)
    .filter((word) => word.length > 0);
}
