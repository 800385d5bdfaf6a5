// Serves the first run's step count (README, "First run"): with the service known at build time, the
// welcome page asks for the API key only, and no permission prompt follows.
import { defineWxtModule } from 'wxt/modules';
import { hostPermissionPattern } from '../lib/options/host-permission';
import { PRESET_SERVICE_FILE, presetServiceFile } from '../lib/options/preset-service';
import { checkServiceUrl } from '../lib/storage/areas/settings';

// WXT_MENU_SERVICE_URL (environment or .env file) is the product's service: a store build sets it
// to the real service's base URL. Its origin becomes a required host permission, granted with the
// install; its URL is written to service.json, where the options page reads it to fill the Service
// URL field. Unset, the file holds null and the origin is asked for when the user saves one.
export default defineWxtModule({
  name: 'menu-on-maps:build-service-url',
  setup(wxt) {
    const raw = process.env.WXT_MENU_SERVICE_URL?.trim() ?? '';
    const checked = raw === '' ? null : checkServiceUrl(raw);
    if (checked && !checked.ok) throw new Error(`WXT_MENU_SERVICE_URL: ${checked.problem}`);
    const preset = checked?.ok ? checked : null;
    wxt.hook('build:manifestGenerated', (_wxt, manifest) => {
      if (!preset) return;
      manifest.host_permissions = [
        ...(manifest.host_permissions ?? []),
        hostPermissionPattern(preset.origin),
      ];
    });
    // Typed for browser.runtime.getURL (.wxt/types/paths.d.ts).
    wxt.hook('prepare:publicPaths', (_wxt, paths) => void paths.push(PRESET_SERVICE_FILE));
    wxt.hook('build:publicAssets', (_wxt, files) => {
      files.push({ relativeDest: PRESET_SERVICE_FILE, contents: presetServiceFile(preset?.url ?? null) });
    });
  },
});
