import type { Catalogue, Message } from './messages';

// The pseudo-locale: English accented, bracketed and padded to about 140 %, so that text missing
// from the catalogue, cut-off text and layouts too tight for longer languages show in pictures.

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŜŢÛṼŴẊÝŽ';

function pseudoText(text: string): string {
  const words = text.replace(/\{\w+\}/g, '');
  // Nothing to translate (a separator, a number, a one-letter symbol such as the grade's "i" in its
  // circle): brackets would only clutter the pictures, or overflow the symbol's box.
  if (!/[a-zA-Z]/.test(words) || words.trim().length === 1) return text;
  const accented = text
    .split(/(\{\w+\})/)
    .map((part) =>
      /^\{\w+\}$/.test(part) ? part : part.replace(/[a-zA-Z]/g, (ch) => ACCENTED[PLAIN.indexOf(ch)] ?? ch),
    )
    .join('');
  // About 40 % longer in all: the brackets, a space and the exclamation marks.
  const pad = ` ${'!'.repeat(Math.max(1, Math.round(words.length * 0.4) - 3))}`;
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
