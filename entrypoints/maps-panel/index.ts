import { offerPanel } from '../maps.content/panel-module';
import { startMapsPanel } from './start-maps-panel';

// The Maps panel, imported as a module by the content script (entrypoints/maps.content/panel-module.ts),
// which starts it with its context.
export default defineUnlistedScript(() => offerPanel(startMapsPanel));
