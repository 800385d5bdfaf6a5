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
