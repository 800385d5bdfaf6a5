import type english from '@/locales/en.json';
// Relative: the build loads this module (through settings.ts), where `@/` does not resolve.
import { formatterFor } from '../format/intl-formatters';

// The message catalogue in use in this context, and `t()`, the one function that reads it: a key's
// message is a string with `{name}` placeholders, or an object of CLDR plural categories chosen by
// `count` through Intl.PluralRules. `_note` is for translators.

export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type Message = string | PluralMessage;
export type Catalogue = Readonly<Record<string, Message>>;

/** Every key the English catalogue defines (the others must define the same: tests/meta/messages.test.ts). */
export type MessageKey = Exclude<keyof typeof english, '_note'>;

let language = 'en';
let messages: Catalogue = {};

/** Puts `catalogue` in use for every later `t()` in this context. */
export function useCatalogue(lang: string, catalogue: Catalogue): void {
  language = lang;
  messages = catalogue;
}

/**
 * Runs `word` with `catalogue` in use, then puts the one in use before back: the worker words a Maps
 * panel's texts in that panel's language (lib/worker/messaging/handlers.ts). `word` must not await.
 */
export function withCatalogue<T>(lang: string, catalogue: Catalogue, word: () => T): T {
  const before = { language, messages };
  useCatalogue(lang, catalogue);
  try {
    return word();
  } finally {
    ({ language, messages } = before);
  }
}

export interface SpokenCatalogue {
  language: string;
  catalogue: Catalogue;
}

/** The catalogue in use and its language: the worker hands its own to the toolbar popup. */
export function catalogueInUse(): SpokenCatalogue {
  return { language, catalogue: messages };
}

/** The language of the catalogue in use: the locale for every Intl format beside the text. */
export function messageLanguage(): string {
  return language;
}

/** A count in the catalogue's language ("1.000" in German). */
export function formatCount(count: number): string {
  // Plain digits below 1,000 in every shipped language (tested against Intl), without setting up
  // Intl in the Maps page (BENCHMARKS.md, "Intl set-up").
  if (Number.isInteger(count) && count >= 0 && count < 1000) return String(count);
  return formatterFor(`${language} count`, () => new Intl.NumberFormat(language)).format(count);
}

/**
 * The message `key` with its `{placeholders}` filled in, numbers in the catalogue's language; a
 * plural message's form by `values.count`. A key the catalogue lacks reads as itself, never a crash.
 */
export function t(key: MessageKey, values?: Readonly<Record<string, string | number>>): string {
  const message = messages[key];
  if (message === undefined) return key;
  const text = typeof message === 'string' ? message : pickForm(message, values?.count);
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : typeof value === 'number' ? formatCount(value) : value;
  });
}

function pickForm(message: PluralMessage, count: string | number | undefined): string {
  if (typeof count !== 'number') return message.other;
  const rules = formatterFor(`${language} plural`, () => new Intl.PluralRules(language));
  return message[rules.select(count)] ?? message.other;
}

/** A catalogue read from a file: a flat object of strings and plural objects, or null. */
export function checkCatalogue(value: unknown): Catalogue | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  for (const message of Object.values(value)) {
    if (typeof message === 'string') continue;
    if (typeof message !== 'object' || message === null) return null;
    if (typeof (message as { other?: unknown }).other !== 'string') return null;
    if (!Object.values(message).every((form) => typeof form === 'string')) return null;
  }
  return value as Catalogue;
}

/** Reads the catalogue file at `url` (this extension's own); null when it cannot be read. */
export async function loadCatalogue(url: string): Promise<Catalogue | null> {
  try {
    return checkCatalogue(await (await fetch(url)).json());
  } catch {
    return null;
  }
}

/** Where a language's catalogue sits in the built extension. */
export function cataloguePath(lang: string): `/locales/${string}.json` {
  return `/locales/${lang}.json`;
}
