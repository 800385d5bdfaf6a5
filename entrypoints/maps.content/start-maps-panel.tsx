import { render } from 'preact';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { InlinePanel } from '@/components/inline/InlinePanel';
import { createBackgroundTabGate } from '@/lib/content/background-tab';
import { extensionApi } from '@/lib/content/extension-api';
import { loadCollapsed, saveCollapsed } from '@/lib/content/inline-preferences';
import { createOpenerGate } from '@/lib/content/opener-gate';
import { createPanelController } from '@/lib/content/panel-controller';
import { createPlaceReporter } from '@/lib/content/place-reporter';
import { loadStylesheet, mountShadowHost } from '@/lib/content/shadow-host';
import { createShownPlace } from '@/lib/content/shown-place';
import { whenShown } from '@/lib/content/when-shown';
import { onMenuUpdated } from '@/lib/content/worker-events';
import { createRequester } from '@/lib/messages/requester';
import type { MenuView } from '@/lib/messages/view';
import { parseMapsPageUrl } from '@/lib/places/place-path';
import { watchPlace } from '@/lib/places/place-watcher';

/** Finds the place in the page URL, follows single-page navigation and shows its menu inline. */
export async function startMapsPanel(ctx: ContentScriptContext): Promise<void> {
  await whenShown(document, ctx.signal);
  const api = extensionApi();
  const sendRequest = createRequester((message) => api.runtime.sendMessage(message));
  let view: MenuView | null = null;
  // The stylesheet is the one WXT builds from the entrypoint's CSS imports (cssInjectionMode 'ui').
  const [collapsedBefore, css] = await Promise.all([
    loadCollapsed(api),
    loadStylesheet(api.runtime.getURL('/content-scripts/maps.css')),
  ]);
  let collapsed = collapsedBefore;
  const root = mountShadowHost({
    name: 'menu-on-maps-panel',
    css,
    signal: ctx.signal,
    onRemove: (container) => render(null, container),
  });

  const paint = () => {
    if (ctx.signal.aborted) return;
    if (!view) {
      render(null, root);
      return;
    }
    // The place this render shows: its buttons act for it only (panel-controller.ts, lookup).
    const { placeId } = view;
    render(
      <InlinePanel
        view={view}
        collapsed={collapsed}
        now={Date.now()}
        actions={{
          onLookup: () => void controller.lookup(placeId),
          // The user's explicit retry after a 429: lift the stop, then ask once.
          onRetryBudget: () =>
            void sendRequest('budget.retry', {})
              .catch(() => undefined)
              .then(() => controller.lookup(placeId)),
          onOpenOptions: () => void sendRequest('options.open', {}).catch(() => undefined),
          onToggleCollapsed: () => {
            collapsed = !collapsed;
            void saveCollapsed(api, collapsed);
            paint();
            if (!collapsed) void controller.askAgain();
          },
        }}
      />,
      root,
    );
  };

  // Without the Navigation API (Firefox before 147) WXT polls the URL each second, so a report could
  // lag behind the tab: the worker asks the tab instead.
  const shownPlace =
    typeof (globalThis as { navigation?: EventTarget }).navigation?.addEventListener === 'function'
      ? createShownPlace(createPlaceReporter((name) => api.runtime.connect({ name }), ctx.signal))
      : null;
  if (shownPlace) {
    ctx.addEventListener(window, 'pagehide', shownPlace.left);
    ctx.addEventListener(window, 'pageshow', (event) => event.persisted && shownPlace.restored());
  }
  const backgroundTab = createBackgroundTabGate(document, ctx.signal, (askAgain) =>
    askAgain && !collapsed ? void controller.askAgain() : paint(),
  );
  const opener = createOpenerGate(window, ctx.signal, () => void controller.askAgain());
  const controller = createPanelController({
    ask: (url, userInitiated, savedOnly) => sendRequest('menu.forUrl', { url, userInitiated, savedOnly }),
    // A collapsed panel shows no menu: it starts no lookup either, until it is expanded.
    hold: () =>
      collapsed
        ? 'collapsed'
        : backgroundTab.savedOnly()
          ? 'hidden'
          : opener.held()
            ? 'opened_by_site'
            : null,
    render: (next) => {
      view = next;
      paint();
    },
    later: (task, ms) => void ctx.setTimeout(task, ms),
  });

  onMenuUpdated(api, ctx, (placeId) => void controller.menuUpdated(placeId));
  ctx.addEventListener(window, 'online', () => void controller.backOnline());
  watchPlace({
    getUrl: () => location.href,
    parse: parseMapsPageUrl,
    signal: ctx.signal,
    onPlace: (place, url) => {
      shownPlace?.changed(place, url);
      void controller.showPlace(place, url);
    },
    subscribe: (onChange) => {
      ctx.addEventListener(window, 'wxt:locationchange', onChange);
      ctx.addEventListener(window, 'popstate', onChange);
    },
    later: (check) => void ctx.setTimeout(check, 0),
  });
}
