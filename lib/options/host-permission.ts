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
 * Whether the service origin may be reached: the pattern without a port only. A pattern with the
 * port that earlier versions asked for is not counted: Firefox echoes such a grant from
 * permissions.contains, yet it does not take effect (the requests go out as CORS requests, with a
 * preflight, and fail against a service that does not allow the extension's origin). Counting it
 * skipped the permission request that would have fixed it. In Chrome, where it did work, Save asks
 * for the pattern without the port once.
 */
export async function containsHostPermission(contains: Contains, origin: string): Promise<boolean> {
  return contains({ origins: [hostPermissionPattern(origin)] });
}
