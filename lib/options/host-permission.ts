/** The match pattern asked for to reach the service: its origin, any path. */
export function hostPermissionPattern(origin: string): string {
  return `${origin}/*`;
}
