/** Percent-decodes what is valid UTF-8 and leaves any malformed `%..` run as it is. */
export function decodePercent(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** A query value or a Maps name segment: `+` is a space, then percent-decoding. */
export function decodeFormText(text: string): string {
  return decodePercent(text.replace(/\+/g, ' '));
}

/**
 * Query parameters with their values still encoded (first occurrence wins), so the caller
 * chooses how far to decode: token data must not have `%21` inside a value turned into `!`.
 */
export function rawQueryParams(search: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = equals < 0 ? pair : pair.slice(0, equals);
    if (!params.has(name)) params.set(name, equals < 0 ? '' : pair.slice(equals + 1));
  }
  return params;
}

/**
 * The `!<field><type><value>` token syntax of Maps' `data=` path segment and of the embed `pb`
 * parameter (`m` message with N descendants, `s` string, `d` double, `b` bool, `e` enum, `z` base64…).
 */
export interface DataToken {
  field: number;
  type: string;
  value: string;
}

const TOKEN_KEY = /^(\d{1,6})([a-z])(.*)$/s;

// Separators by how many times the whole value was percent-encoded (links inside links). A `!`
// inside a string value is encoded one level deeper than the separators around it, so splitting
// on the outermost form present never cuts a value.
const SEPARATORS = [/!/g, /%21/gi, /%2521/gi] as const;

/**
 * Tokens with values brought back to the unencoded level (`%3A` stays as Maps wrote it).
 * `wellFormed` is false when a piece was not a token: message counts can no longer be trusted.
 */
export function tokenizeData(raw: string): { tokens: DataToken[]; wellFormed: boolean } {
  const level = SEPARATORS.findIndex((separator) => raw.search(separator) >= 0);
  if (level < 0) return { tokens: [], wellFormed: raw === '' };
  const pieces = raw.split(SEPARATORS[level]!);
  // Whatever precedes the first separator is not a token (normally the empty string).
  let wellFormed = pieces[0] === '';
  const tokens: DataToken[] = [];
  for (const piece of pieces.slice(1)) {
    const match = TOKEN_KEY.exec(piece);
    if (!match?.[1] || !match[2]) {
      wellFormed = false;
      continue;
    }
    let value = match[3] ?? '';
    for (let i = 0; i < level; i++) value = decodePercent(value);
    tokens.push({ field: Number(match[1]), type: match[2], value });
  }
  return { tokens, wellFormed };
}
