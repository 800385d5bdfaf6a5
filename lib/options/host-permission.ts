// Where the service may live (lib/settings.ts checkServiceUrl): any https host, or http on loopback.
// The manifest's optional_host_permissions (wxt.config.ts); permissions.request only grants what
// these cover, in Chrome and in Firefox.
export const OPTIONAL_HOST_PERMISSIONS: readonly string[] = [
  'https://*/*',
  'http://localhost/*',
  'http://127.0.0.1/*',
  'http://[::1]/*',
];

/**
 * The match pattern asked for to reach the service: its scheme and host, any port, any path.
 * No port: Firefox takes `localhost:8787` for the host name, which no URL has (MDN, Match
 * patterns: "Firefox doesn't support the inclusion of a port number"), so such a pattern is
 * refused against `http://localhost/*` and, granted under `https://*`, matches nothing. Chrome
 * reads a pattern without a port as any port.
 */
export function hostPermissionPattern(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}/*`;
}

type Contains = (permissions: { origins: string[] }) => Promise<boolean>;

/**
 * Whether the service origin may be reached. Also accepts the pattern with the port that earlier
 * versions asked for (Chrome granted those; they still cover the service).
 */
export async function containsHostPermission(contains: Contains, origin: string): Promise<boolean> {
  const pattern = hostPermissionPattern(origin);
  if (await contains({ origins: [pattern] })) return true;
  const withPort = `${origin}/*`;
  return withPort !== pattern && contains({ origins: [withPort] });
}
