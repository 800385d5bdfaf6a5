import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';
import { OPTIONAL_HOST_PERMISSIONS } from './lib/options/host-permission';
import { MAPS_PLACEHOLDER_MATCH } from './lib/places/domains';

// The build's own customisations are WXT local modules (modules/), each named after what it does
// and headed by the budget it serves.

// The service origin is not known at build time: it is granted at run time from the options page.
export default defineConfig({
  // MV3 for every browser: WXT's default for Firefox is MV2, whose conversion drops
  // optional_host_permissions without moving them to optional_permissions: no service origin could
  // ever be granted. package.json passes --mv3 too.
  manifestVersion: 3,
  // Lets parallel work build side by side (WXT_OUT_DIR=/tmp/x npx wxt build); default .output.
  outDir: process.env.WXT_OUT_DIR || '.output',
  // A function: WXT's builds must not share plugin instances.
  // JSX through Preact; no aliases of React's packages (nothing imports them): no module is swapped by path.
  vite: () => ({ plugins: [preact({ reactAliasesEnabled: false })] }),
  manifest: ({ browser }) => ({
    // The store and the browser's extension list read these in the browser's language
    // (public/_locales/<lang>/messages.json).
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    // Chromium runs no declared content script in the Maps tabs open at the install, and cuts the one
    // running before an update off (lib/worker/open-maps-tabs.ts): the worker adds it with
    // scripting.executeScript, which needs the Maps pages as host permissions, the content script's
    // own match patterns (modules/maps-match-patterns.ts expands the placeholder). Chrome reads a host
    // permission's path as `/*`, so the grant covers the whole hosts; the worker scripts only tabs the
    // content script's patterns match. The install warning does not grow: Chrome lists the hosts of
    // content scripts and host permissions together, "Read and change your data on maps.google.com
    // and www.google.com" with or without these, and `scripting` adds none (tests/e2e/first-run.test.ts
    // compares the built manifest's warnings with chrome.management.getPermissionWarningsByManifest).
    // Firefox adds declared content scripts to open tabs itself: neither is asked for there.
    permissions: ['storage', 'unlimitedStorage', ...(browser === 'firefox' ? [] : ['scripting'])],
    host_permissions: browser === 'firefox' ? undefined : [MAPS_PLACEHOLDER_MATCH],
    optional_host_permissions: [...OPTIONAL_HOST_PERMISSIONS],
    // No ids: no other extension or web page may connect to us.
    externally_connectable: browser === 'firefox' ? undefined : { ids: [] },
    content_security_policy: {
      extension_pages: "script-src 'self'; object-src 'self'",
    },
    // The Maps panel's module, which the content script imports (entrypoints/maps-panel): on the Maps
    // pages only, and under a per-session URL where the browser has one, as WXT declares the
    // stylesheet beside it.
    web_accessible_resources: [
      { resources: ['maps-panel.js'], matches: [MAPS_PLACEHOLDER_MATCH], use_dynamic_url: true },
    ],
    // CSS :dir(), which puts the Maps panel at the page's inline end on right-to-left pages (inline-panel.css).
    minimum_chrome_version: browser === 'firefox' ? undefined : '120',
    browser_specific_settings:
      browser === 'firefox'
        ? {
            gecko: {
              id: 'menu-on-maps@example.org',
              strict_min_version: '140.0',
              // The place being viewed and the dish searches submitted are sent to the menu service the user
              // configured (PRIVACY.md; store/chrome-web-store.md says the same to Chrome's store).
              data_collection_permissions: { required: ['websiteActivity', 'searchTerms'] },
            },
            gecko_android: { strict_min_version: '142.0' },
          }
        : undefined,
  }),
});
