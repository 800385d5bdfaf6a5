// Serves no budget but correctness: match patterns cannot wildcard a top-level domain, so each Google domain is listed.
import { defineWxtModule } from 'wxt/modules';
import { MAPS_PLACEHOLDER_MATCH, mapsMatchPatterns, mapsOriginPatterns } from '../lib/places/domains';

// The content script declares one placeholder match (entrypoints/maps.content/index.tsx); the
// manifest gets the full list from lib/places/domains.ts, for the content script, for its
// web-accessible files (the panel's module, its stylesheet and mark) and for Chromium's host permissions
// (wxt.config.ts: the worker adds the script to Maps tabs open before an install), so they never
// drift apart.
export default defineWxtModule({
  name: 'menu-on-maps:maps-match-patterns',
  setup(wxt) {
    wxt.hook('build:manifestGenerated', (_wxt, manifest) => {
      const isPlaceholder = (matches: string[] | undefined) => matches?.includes(MAPS_PLACEHOLDER_MATCH);
      for (const script of manifest.content_scripts ?? []) {
        if (isPlaceholder(script.matches)) script.matches = mapsMatchPatterns();
      }
      if (manifest.host_permissions?.includes(MAPS_PLACEHOLDER_MATCH)) {
        manifest.host_permissions = [
          ...mapsMatchPatterns(),
          ...manifest.host_permissions.filter((pattern: string) => pattern !== MAPS_PLACEHOLDER_MATCH),
        ];
      }
      for (const resource of manifest.web_accessible_resources ?? []) {
        if (typeof resource === 'object' && isPlaceholder(resource.matches))
          resource.matches = mapsOriginPatterns();
      }
    });
  },
});
