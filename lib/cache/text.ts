// Text folding for local dish search: the same function runs on stored dish names and on queries,
// so "creme brulee", "CRÈME BRÛLÉE" and "Crème brûlée" all meet on "creme brulee".

/** Letters that Unicode does not decompose into base letter + mark. */
const LETTER_FOLDS: Record<string, string> = {
  œ: 'oe',
  æ: 'ae',
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const FOLDABLE = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'g');

const MAX_TOKEN_LENGTH = 40;
const MAX_TOKENS = 24;

/**
 * Lower-cases, decomposes (NFKD also folds ligatures and full-width forms) and strips combining
 * marks.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(FOLDABLE, (letter) => LETTER_FOLDS[letter] ?? letter);
}

/** Folded words, split on anything that is not a letter or a digit, in order, capped. */
export function tokenize(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 0)
    .slice(0, MAX_TOKENS)
    .map((token) => token.slice(0, MAX_TOKEN_LENGTH));
}
