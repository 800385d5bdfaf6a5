// The languages the extension speaks, declared once (their files: locales/ and public/_locales/).

export const SHIPPED_LANGUAGES = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'pt-BR',
  'nl',
  'pl',
  'ja',
  'zh-CN',
  'ar',
  'he',
] as const;

/** The pseudo-locale (pseudo.ts) of development builds (modules/message-catalogues.ts). */
export const PSEUDO_LANGUAGE = 'en-XA';

const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar', 'he', 'fa', 'ur']);

export function textDirection(language: string): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.has(language.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr';
}

/**
 * The shipped language for a BCP 47 tag (`de-AT` → `de`, `pt` → `pt-BR`, `zh-Hans-CN` → `zh-CN`),
 * or null. An exact tag wins; otherwise the first shipped language with the same primary subtag,
 * except for Traditional Chinese (`zh-TW`, `zh-Hant`: null, no catalogue ships).
 */
export function matchLanguage(tag: string | null | undefined): string | null {
  const clean = tag?.trim().replace(/_/g, '-');
  if (!clean) return null;
  const lower = clean.toLowerCase();
  if (lower === PSEUDO_LANGUAGE.toLowerCase()) return PSEUDO_LANGUAGE;
  const exact = SHIPPED_LANGUAGES.find((language) => language.toLowerCase() === lower);
  if (exact) return exact;
  // Traditional Chinese readers are not sent to Simplified Chinese: like Chrome's own _locales
  // fallback, they get the next candidate (else English) until a Traditional catalogue ships.
  if (traditionalChinese(lower)) return null;
  const [first = ''] = lower.split('-');
  // Hebrew's old code, which some systems still send (Java's, Android's).
  const primary = first === 'iw' ? 'he' : first;
  return SHIPPED_LANGUAGES.find((language) => language.split('-')[0]?.toLowerCase() === primary) ?? null;
}

/** zh-Hant…, or zh with a region that writes Traditional characters (TW, HK, MO) and no Hans script. */
function traditionalChinese(lower: string): boolean {
  const [first, ...rest] = lower.split('-');
  if (first !== 'zh' || rest.includes('hans')) return false;
  return rest.some((part) => part === 'hant' || part === 'tw' || part === 'hk' || part === 'mo');
}

/** The first candidate a catalogue exists for, else English. */
export function chooseLanguage(candidates: ReadonlyArray<string | null | undefined>): string {
  return candidates.map(matchLanguage).find((match) => match !== null) ?? 'en';
}

/** Google Maps' own interface language: its `hl=` parameter (the last one wins), else `<html lang>`. */
export function mapsPageLanguage(url: string, htmlLang: string | null): string | null {
  let hl: string | null = null;
  try {
    hl = new URL(url).searchParams.getAll('hl').at(-1) ?? null;
  } catch {
    // Not a URL: the page's own language only.
  }
  return hl?.trim() || htmlLang?.trim() || null;
}

/** Each language named in itself ("Deutsch", "العربية"), as language pickers do. */
export function languageOwnName(language: string): string {
  if (language === PSEUDO_LANGUAGE) return '[Ƥšéûðö !!]';
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}
