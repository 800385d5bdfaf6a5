// Relative: the build (modules/build-service-url.ts) loads this file in Node, where `@/` does not resolve.
import { checkServiceUrl } from '../storage/areas/settings';
import { z } from '../zod';

// A store build knows its menu service: the build writes its URL (WXT_MENU_SERVICE_URL), or null,
// into PRESET_SERVICE_FILE and grants its origin, so the first run asks for the key only.

/** Beside the manifest in the package. */
export const PRESET_SERVICE_FILE = 'service.json';

const PresetSchema = z.object({ serviceUrl: z.nullable(z.string()) });

/** The file's JSON, as the build wrote it: the service's base URL, or null for none (or a damaged file). */
export function readPresetServiceUrl(json: unknown): string | null {
  const parsed = PresetSchema.safeParse(json);
  if (!parsed.success || parsed.data.serviceUrl === null) return null;
  const url = checkServiceUrl(parsed.data.serviceUrl);
  return url.ok ? url.url : null;
}

/** The file's text for `serviceUrl` (already checked by the build). */
export function presetServiceFile(serviceUrl: string | null): string {
  return `${JSON.stringify({ serviceUrl })}\n`;
}
