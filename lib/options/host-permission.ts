// The manifest's optional_host_permissions: where the service may live (checkServiceUrl).
export const OPTIONAL_HOST_PERMISSIONS: readonly string[] = [
  'https://*/*',
  'http://localhost/*',
  'http://127.0.0.1/*',
  'http://[::1]/*',
];

/**
 * The pattern asked for to reach the service: scheme and host, any port and path. No port: Firefox
 * supports none in match patterns; Chrome reads a pattern without one as any port.
 */
export function hostPermissionPattern(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}/*`;
}

type Contains = (permissions: { origins: string[] }) => Promise<boolean>;

/**
 * Whether the service origin may be reached: the pattern without a port only. A grant with the port
 * (earlier versions asked for one) does not count: Firefox reports it, yet it does not take effect.
 */
export async function containsHostPermission(contains: Contains, origin: string): Promise<boolean> {
  return contains({ origins: [hostPermissionPattern(origin)] });
}
