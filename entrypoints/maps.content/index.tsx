import '@/components/menu/menu-panel.css';
import '@/components/inline/inline-panel.css';
import { startMapsPanel } from './start-maps-panel';

export default defineContentScript({
  // The real list (every Google country domain) is generated from lib/places/domains.ts by
  // modules/maps-match-patterns.ts.
  matches: ['*://maps.google.com/*'],
  cssInjectionMode: 'ui',
  main: (ctx) => startMapsPanel(ctx),
});
