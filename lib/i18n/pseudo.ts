import type { Catalogue, Message } from './messages';

// The pseudo-locale: every English message accented and padded to about 140 % of its length, in
// brackets, so that text left out of the catalogue (plain ASCII), cut-off text (no closing bracket)
// and layouts too tight for longer languages show up in pictures. Placeholders stay as they are.

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'å',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Ŝ',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

function pseudoText(text: string): string {
  // Placeholders ({count}) are kept; everything else is accented.
  const accented = text
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? part : part.replace(/[a-zA-Z]/g, (ch) => ACCENTED[ch] ?? ch)))
    .join('');
  const letters = text.replace(/\{\w+\}/g, '').length;
  // Nothing to translate (a separator, a number, a one-letter symbol such as the grade's "i" in its
  // circle): brackets would only clutter the pictures, or overflow the symbol's box.
  const words = text.replace(/\{\w+\}/g, '');
  if (!/[a-zA-Z]/.test(words) || words.trim().length === 1) return text;
  // About 40 % longer in all: the brackets, a space and the exclamation marks.
  const pad = ` ${'!'.repeat(Math.max(1, Math.round(letters * 0.4) - 3))}`;
  const lead = text.startsWith(' ') ? ' ' : '';
  const trail = text.endsWith(' ') ? ' ' : '';
  return `${lead}[${accented.trim()}${pad}]${trail}`;
}

function pseudoMessage(message: Message): Message {
  if (typeof message === 'string') return pseudoText(message);
  return Object.fromEntries(
    Object.entries(message).map(([form, text]) => [form, pseudoText(text)]),
  ) as Message;
}

/** The pseudo-locale's catalogue, made from the English one. */
export function pseudoCatalogue(english: Catalogue): Catalogue {
  return Object.fromEntries(
    Object.entries(english).map(([key, message]) => [
      key,
      key === '_note' ? message : pseudoMessage(message),
    ]),
  );
}
