import { render } from 'preact';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { InlinePanel } from '@/components/inline/InlinePanel';
import { extensionApi } from '@/lib/content/extension-api';
import { createInlineLayout, NARROW_WIDTH, narrowRoom } from '@/lib/content/inline-layout';
import { mapSideWidth } from '@/lib/content/map-side';
import { createBackgroundTabGate, createOpenerGate, whenShown } from '@/lib/content/page-gates';
import { createPanelController } from '@/lib/content/panel-controller';
import { askPanelStart, firstPanelStart, firstView } from '@/lib/content/panel-language';
import { createPlaceReporter, createShownPlace } from '@/lib/content/place-reporter';
import { mountShadowHost } from '@/lib/content/shadow-host';
import { signalTimer } from '@/lib/content/signal-timer';
import { onWorkerEvents } from '@/lib/content/worker-events';
import { useCatalogue } from '@/lib/i18n/messages';
import { createRequester } from '@/lib/messages/requester';
import type { WordedView } from '@/lib/messages/view';
import { mapsPageNameHint } from '@/lib/places/place-path';
import { watchPlace } from '@/lib/places/place-watcher';
import { FEED_SELECTOR, isSearchUrl, readResultsList } from '@/lib/results/result-cards';
import { type ResultsBadges, startResultsBadges } from '@/lib/results/results-badges';
import { saveInlinePreference } from '@/lib/storage/areas/inline-preferences';

/** Finds the place in the page URL, follows single-page navigation and shows its menu inline. */
export async function startMapsPanel(ctx: ContentScriptContext): Promise<void> {
  await whenShown(document, ctx.signal);
  const api = extensionApi();
  const later = signalTimer(ctx.signal, () => ctx.isValid);
  const sendRequest = createRequester((message) => api.runtime.sendMessage(message));
  let view: WordedView | null = null;
  const workerEvents = onWorkerEvents(api, ctx);
  // The page's language, its catalogue, the stylesheet and the preferences, in one answer.
  const start = await firstPanelStart(sendRequest, document, later);
  if (!start) return workerEvents.stop();
  const { stylesheet, preferences, ...spoken } = start;
  let language = spoken.language;
  useCatalogue(language, spoken.catalogue);
  // The start's view of the page's place answers the controller's first ask, if that is the same ask.
  const given = firstView(start);
  // A results list's badges: what is saved for its places, never a lookup (lib/results/), worded by
  // the worker in the panel's language. They watch the page from the first search address it comes
  // to, or the first address with a list on it (a place opened over one): a place page has none.
  let badges: ResultsBadges | null = null;
  const ask = (links: string[]) => sendRequest('menu.savedStates', { links, language });
  // A result opened over the list keeps the list beside it under the place's address.
  let searchUrl: string | null = null;
  const narrowQuery = window.matchMedia(`(max-width: ${NARROW_WIDTH - 1}px)`);
  const layout = createInlineLayout(preferences, narrowQuery.matches);
  // The bar's mark is the toolbar icon, web-accessible beside the stylesheet (modules/toolbar-icons.ts).
  const mark = `:host{--mom-mark:url("${api.runtime.getURL('/icons/32.png')}")}`;
  const root = mountShadowHost({
    name: 'menu-on-maps-panel',
    css: `${stylesheet}\n${mark}`,
    signal: ctx.signal,
    onRemove: (container) => render(null, container),
    later,
  });

  // One actions object for every render: the buttons act for the place shown when clicked.
  const actions = {
    onLookup: () => void controller.lookup(view?.placeId ?? null),
    onOpenOptions: () => void sendRequest('options.open', {}).catch(() => undefined),
    onDismissChanges: () => controller.dismissChanges(view?.placeId ?? null),
    onToggleCollapsed: () => {
      if (!view) return;
      const shown = view;
      relayout(() => {
        const { collapsed } = layout.toggle(shown);
        if (collapsed !== undefined) void saveInlinePreference(api, 'collapsed', collapsed);
      });
    },
    onMove: () => {
      const { edge } = layout.move();
      if (edge) void saveInlinePreference(api, 'edge', edge);
      paint();
    },
  };

  const paint = () => {
    if (ctx.signal.aborted) return;
    if (!view) {
      render(null, root);
      return;
    }
    const shown = layout.layout(view);
    // Measured only in a narrow window, where the chip and sheet must keep beside the place panel.
    const room = shown.narrow ? narrowRoom(mapSideWidth(document, window)) : undefined;
    render(<InlinePanel key={language} view={view} layout={{ ...shown, room }} actions={actions} />, root);
  };
  /** Applies a layout change; a panel no longer hidden asks for what its hiding held back. */
  const relayout = (change: () => void) => {
    const wasHidden = layout.hidden();
    change();
    paint();
    if (wasHidden && !layout.hidden()) void controller.askAgain();
  };
  narrowQuery.addEventListener('change', (event) => relayout(() => layout.setNarrow(event.matches)), {
    signal: ctx.signal,
  });
  // A narrow window's chip and sheet follow the width of the map side.
  ctx.addEventListener(window, 'resize', () => narrowQuery.matches && paint());

  const navigation = (globalThis as { navigation?: EventTarget }).navigation;
  const hasNavigationApi = typeof navigation?.addEventListener === 'function';
  // Without the Navigation API (Firefox before 147) WXT polls the URL each second, so a report could
  // lag behind the tab: the worker asks the tab instead.
  const shownPlace = hasNavigationApi
    ? createShownPlace(createPlaceReporter((name) => api.runtime.connect({ name }), ctx.signal))
    : null;
  if (shownPlace) {
    ctx.addEventListener(window, 'pagehide', shownPlace.left);
    ctx.addEventListener(window, 'pageshow', (event) => event.persisted && shownPlace.restored());
  }
  const backgroundTab = createBackgroundTabGate(document, ctx.signal, (askAgain) =>
    askAgain && !layout.hidden() ? void controller.askAgain() : paint(),
  );
  const opener = createOpenerGate(window, ctx.signal, () => void controller.askAgain());
  const controller = createPanelController({
    // The menu's prices and dates come written in the panel's language (lib/format/menu-texts.ts).
    ask: (url, userInitiated, savedOnly, waitsForUse) => {
      const view = given(url, userInitiated, savedOnly, waitsForUse);
      if (view) return Promise.resolve(view);
      return sendRequest('menu.forUrl', { url, userInitiated, savedOnly, waitsForUse, language });
    },
    dismissChanges: (placeId) => sendRequest('menu.dismissChanges', { placeId }),
    // A panel the user hid starts no lookup, until it is opened.
    hold: () =>
      layout.hidden()
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
    // The URL was reported when the page came to it (below): a page the worker finds no place on closes the port.
    placeFound: (placeId) => placeId === null && shownPlace?.changed(null),
    later,
  });

  // Choices can follow each other faster than answers (arrow keys on the options' list): the latest speaks.
  let choices = 0;
  workerEvents.handle({
    menuUpdated: (placeId) => {
      badges?.menuUpdated(placeId);
      void controller.menuUpdated(placeId);
    },
    settingsUpdated: () => {
      badges?.settingsUpdated();
      void controller.settingsChanged();
    },
    resultsList: () => readResultsList(document, location.origin, searchUrl),
    languageChosen: () => {
      const mine = ++choices;
      void askPanelStart(sendRequest, document).then(
        (start) => {
          // The same language (a choice its first start already had): nothing to word again.
          if (mine !== choices || ctx.signal.aborted || start.language === language) return;
          language = start.language;
          useCatalogue(language, start.catalogue);
          paint();
          badges?.languageChanged();
          // The menu's prices and dates come written by the worker, in the language asked for.
          void controller.askAgain();
        },
        () => undefined,
      );
    },
  });
  ctx.addEventListener(window, 'online', () => void controller.backOnline());
  watchPlace({
    getUrl: () => location.href,
    signal: ctx.signal,
    // The worker reads the place from the URL; the page only spells its name for the skeleton.
    onPlace: (url) => {
      const search = isSearchUrl(url);
      if (search) searchUrl = url;
      if (!badges && (search || document.querySelector(FEED_SELECTOR)))
        badges = startResultsBadges({ document, origin: location.origin, ask, signal: ctx.signal, later });
      shownPlace?.changed(url);
      void controller.showPlace({ placeId: null, nameHint: mapsPageNameHint(url) }, url);
    },
    subscribe: (onChange) => {
      // The Navigation API's own event, which WXT's location event is built on (one event less per
      // URL change, and panning rewrites it many times a second); without the API, WXT's event (a poll).
      if (hasNavigationApi) navigation?.addEventListener('navigate', onChange, { signal: ctx.signal });
      else ctx.addEventListener(window, 'wxt:locationchange', onChange);
      ctx.addEventListener(window, 'popstate', onChange);
    },
    later: (check) => void later(check, 0),
  });
}
