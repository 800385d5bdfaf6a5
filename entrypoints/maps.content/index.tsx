import '@/components/menu/menu-panel.css';
import '@/components/inline/inline-panel.css';
import { extensionApi } from '@/lib/content/extension-api';
import { startPanelModule } from './panel-module';

export default defineContentScript({
  // The real list (every Google country domain) is generated from lib/places/domains.ts by
  // modules/maps-match-patterns.ts.
  matches: ['*://maps.google.com/*'],
  // The panel's stylesheet, built from the imports above and loaded into its shadow root.
  cssInjectionMode: 'ui',
  // The panel is a module, web-accessible to the Maps pages only (wxt.config.ts).
  main: (ctx) => startPanelModule(ctx, extensionApi().runtime.getURL('/maps-panel.js')),
});
