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
  // A capital Σ lower-cases to the final ς only at a word's end: "ΚΟΤΟΣ" must meet "κοτοσούπα".
  ς: 'σ',
};
const FOLDABLE = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'g');

const MAX_TOKEN_LENGTH = 40;
export const MAX_TOKENS = 24;

/**
 * Scripts whose marks make another letter or word: Japanese voicing (パン, bread, is not ハン), and
 * the vowel signs and viramas of Indic and Southeast Asian scripts (दाल is not दल). Elsewhere marks
 * are accents or optional vowel points (Arabic, Hebrew), which search ignores.
 */
const KEEPS_MARKS =
  /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Thai}\p{Script=Lao}\p{Script=Tibetan}\p{Script=Myanmar}\p{Script=Khmer}]/u;

/** Printable ASCII alone: no decomposition, no mark, no letter to fold; lower-casing is all folding does. */
const ASCII = /^[ -~\t\n\r]*$/;

/**
 * Lower-cases, decomposes (NFKD also folds ligatures and full-width forms), strips the combining
 * marks that are only accents, and composes again (カ + ゙ is ガ once more).
 */
export function foldText(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(/(^|\P{M})(\p{M}+)/gu, (all, base: string) => (KEEPS_MARKS.test(base) ? all : base))
    .toLowerCase()
    .replace(FOLDABLE, (letter) => LETTER_FOLDS[letter] ?? letter)
    .normalize('NFC');
}

/** Folded words, split on anything that is not a letter, a digit or a kept mark, in order, capped. */
export function tokenize(text: string): string[] {
  return splitFolded(foldText(text));
}

function splitFolded(folded: string): string[] {
  return folded
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((token) => token.length > 0)
    .slice(0, MAX_TOKENS)
    .map((token) => token.slice(0, MAX_TOKEN_LENGTH));
}

/** Chinese characters (also used in Japanese): names run their words together without spaces. */
const HAN = /\p{Script=Han}/gu;

/**
 * Where hiragana, katakana and Latin letters or digits meet, any way round: a run of one beside
 * another is most often another word ("とんこつ" + "ラーメン", "BLT" + "サンド"). The prolonged sound
 * mark ー (of neither script) and kept marks stay with the run they follow: "カレー" + "うどん",
 * "らー" + "メン"; "ラーメン" stays whole.
 */
const KANA_TURN =
  /(?<=\p{Script=Hiragana}[ー\p{M}]*)(?=[\p{Script=Katakana}\p{Script=Latin}\p{N}])|(?<=\p{Script=Katakana}[ー\p{M}]*)(?=[\p{Script=Hiragana}\p{Script=Latin}\p{N}])|(?<=[\p{Script=Latin}\p{N}])(?=[\p{Script=Hiragana}\p{Script=Katakana}])/gu;

/**
 * The words of the search rows and of a query: tokenize's words, with every Chinese character a
 * word of its own, so "豆腐" (tofu) finds "麻婆豆腐", and a new word where the kana turns (KANA_TURN),
 * so "ラーメン" finds "とんこつラーメン". Changing them needs a migration (search rows, migrations.ts).
 */
export function searchWords(text: string): string[] {
  // Turns are looked for once folded: there half-width katakana, ｰ and voicing marks are composed.
  return splitFolded(foldText(text.replace(HAN, ' $& ')).replace(KANA_TURN, ' '));
}
