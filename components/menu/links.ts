export interface SafeLink {
  href: string;
  host: string;
}

/**
 * An http(s) link or null. The model should already hold only http(s) URLs; this re-checks at
 * render time because Preact does not block `javascript:` hrefs.
 */
export function safeHttpLink(url: string | null): SafeLink | null {
  if (url === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.hostname === '') return null;
  return { href: parsed.href, host: parsed.hostname };
}
