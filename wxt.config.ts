import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'wxt';
import { OPTIONAL_HOST_PERMISSIONS } from './lib/options/host-permission';
import { MAPS_PLACEHOLDER_MATCH, mapsMatchPatterns, mapsOriginPatterns } from './lib/places/domains';

// The content script runs on every Maps page, so its build (only) swaps two modules that WXT's
// createShadowRootUi pulls in for smaller stand-ins: its mount helpers without ui.autoMount(), which
// we never call (and which brings @1natsu/wait-element), and @webext-core/isolated-element rebuilt
// without its heavy parts. tests/unit/content/stand-ins.test.ts checks each against the original;
// each stand-in's header says what it keeps. About 1.9 kB gzip.
const CONTENT_SCRIPT_STAND_INS: Readonly<Record<string, string>> = {
  '@webext-core/isolated-element': './lib/content/stand-ins/isolated-element.ts',
};
/** WXT imports its mount helpers relatively, from its shadow-root UI module. */
const UI_MOUNT = { id: './shared.mjs', importer: '/content-script-ui/shadow-root.mjs' };

function contentScriptStandIns(): Plugin {
  const standIn = (path: string) => fileURLToPath(new URL(path, import.meta.url));
  return {
    name: 'menu-on-maps:content-script-stand-ins',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id === UI_MOUNT.id && importer?.replaceAll('\\', '/').endsWith(UI_MOUNT.importer))
        return standIn('./lib/content/stand-ins/ui-mount.ts');
      const path = CONTENT_SCRIPT_STAND_INS[id];
      return path ? standIn(path) : null;
    },
  };
}

// Content script only: `h(type, props, ...children)` calls instead of preact/jsx-runtime's, about
// 0.15 kB gzip less. Same vnodes; tests and extension pages keep the automatic runtime.
function classicJsx(): Plugin {
  return {
    name: 'menu-on-maps:classic-jsx',
    enforce: 'post',
    config: () => ({
      esbuild: {
        jsx: 'transform',
        jsxFactory: 'h',
        jsxFragment: 'Fragment',
        jsxInject: "import { h, Fragment } from 'preact'",
      },
    }),
  };
}

// The popup runs one classic script (entrypoints/popup-script.ts): a module graph costs the popup
// extra fetches before its first request to the worker can leave. WXT prepends a module that loads
// its runtime plugins to every page; we register none, so on the popup it would only be one more.
function popupWithoutPluginLoader(): Plugin {
  return {
    name: 'menu-on-maps:popup-without-plugin-loader',
    enforce: 'post', // after WXT's own transform adds the loader
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler: (html, { filename }) =>
        filename.endsWith('popup/index.html')
          ? html.replace(/<script[^>]*src="virtual:wxt-html-plugins"[^>]*><\/script>/, '')
          : html,
    },
  };
}

// The service origin is not known at build time: it is granted at run time from the options page.
export default defineConfig({
  // MV3 for every browser: WXT's default for Firefox is MV2, whose conversion drops
  // optional_host_permissions without moving them to optional_permissions: no service origin could
  // ever be granted. package.json passes --mv3 too.
  manifestVersion: 3,
  // Lets parallel work build side by side (WXT_OUT_DIR=/tmp/x npx wxt build); default .output.
  outDir: process.env.WXT_OUT_DIR || '.output',
  modules: ['@wxt-dev/webextension-polyfill'],
  vite: () => ({ plugins: [preact(), popupWithoutPluginLoader()] }),
  manifest: ({ browser }) => ({
    name: 'Menu on Maps',
    description: "Shows a restaurant's dine-in menu beside Google Maps, offline-first.",
    permissions: ['storage', 'unlimitedStorage'],
    optional_host_permissions: [...OPTIONAL_HOST_PERMISSIONS],
    // No ids: no other extension or web page may connect to us.
    externally_connectable: browser === 'firefox' ? undefined : { ids: [] },
    content_security_policy: {
      extension_pages: "script-src 'self'; object-src 'self'",
    },
    browser_specific_settings:
      browser === 'firefox'
        ? {
            gecko: {
              id: 'menu-on-maps@example.org',
              strict_min_version: '140.0',
              // The place being viewed is sent to the menu service the user configured.
              data_collection_permissions: { required: ['websiteActivity'] },
            },
            gecko_android: { strict_min_version: '142.0' },
          }
        : undefined,
  }),
  hooks: {
    // The polyfill serves the worker and extension pages. The content script runs on every Maps
    // page and only makes calls that return promises natively, so it keeps WXT's plain `browser`
    // (the polyfill alone is about 10 kB gzip).
    'vite:build:extendConfig': (entrypoints, config) => {
      const alias = config.resolve?.alias;
      if (entrypoints.every((e) => e.type === 'content-script') && alias && !Array.isArray(alias)) {
        delete (alias as Record<string, string>)['wxt/browser'];
        config.plugins = [...(config.plugins ?? []), contentScriptStandIns(), classicJsx()];
        // Terser's second pass packs this bundle about 0.6 kB gzip tighter than esbuild's minifier.
        config.build = { ...config.build, minify: 'terser', terserOptions: { compress: { passes: 2 } } };
      }
    },
    // Keep content-script matches and the shadow-root CSS's web-accessible matches in one place.
    'build:manifestGenerated': (_wxt, manifest) => {
      const isPlaceholder = (matches: string[] | undefined) => matches?.includes(MAPS_PLACEHOLDER_MATCH);
      for (const script of manifest.content_scripts ?? []) {
        if (isPlaceholder(script.matches)) script.matches = mapsMatchPatterns();
      }
      for (const resource of manifest.web_accessible_resources ?? []) {
        if (typeof resource === 'object' && isPlaceholder(resource.matches))
          resource.matches = mapsOriginPatterns();
      }
    },
  },
});
