import { settledWithin } from '@/lib/clock';
import { panelWords } from '@/lib/format/outcome-wording';
import { matchLanguage } from '@/lib/i18n/languages';
import { catalogueInUse } from '@/lib/i18n/messages';
import { SETTINGS_UPDATED_EVENT } from '@/lib/messages/content-channel';
import {
  parseRequest,
  type Reply,
  type Request,
  type RequestType,
  type ResponseMap,
} from '@/lib/messages/protocol';
import type { MenuView, WordedView } from '@/lib/messages/view';
import { mapCentre } from '@/lib/places/coordinates';
import { CacheStorageError, isStorageFailing } from '@/lib/storage/menus/storage-errors';
import { readTripFile } from '@/lib/storage/transfer/trip-file';
import { deleteList, readListSummaries, readListView, searchSaved } from '@/lib/worker/lists/list-views';
import { testConnection } from '@/lib/worker/lookup/connection-test';
import { unreachableUntil } from '@/lib/worker/lookup/lookup-policy';
import type { MenuService } from '@/lib/worker/lookup/menu-service';
import { createRemoteSearch } from '@/lib/worker/lookup/remote-search';
import type { PackRunner } from '@/lib/worker/pack/pack-runner';
import type { WorkerContext } from '@/lib/worker/worker-context';
import { readLinkBadges } from './link-badges';
import { createPanelStart } from './panel-start';
import {
  classifySender,
  type ExtensionIdentity,
  refusalFor,
  type SenderKind,
  type SenderLike,
} from './sender';

/** A sender that passed the checks in sender.ts. */
export type AllowedSender = Exclude<SenderKind, { kind: 'unknown' }>;

export type Handlers = {
  [T in RequestType]: (
    request: Extract<Request, { type: T }>,
    sender: AllowedSender,
  ) => Promise<ResponseMap[T]>;
};

/** Validates, checks the sender, dispatches. Every reply is a Reply; nothing secret is ever in one. */
export async function handleMessage(
  message: unknown,
  sender: SenderLike,
  identity: ExtensionIdentity,
  handlers: Handlers,
): Promise<Reply<unknown>> {
  const request = parseRequest(message);
  if (!request) return { ok: false, error: 'invalid message' };
  const from = classifySender(sender, identity);
  const refusal = refusalFor(request, from);
  if (refusal !== null || from.kind === 'unknown')
    return { ok: false, error: `refused: ${refusal ?? 'unknown sender'}` };
  try {
    const handler = handlers[request.type] as (request: Request, sender: AllowedSender) => Promise<unknown>;
    return { ok: true, data: await handler(request, from) };
  } catch (error) {
    // Only the error's class name: messages may carry details that do not belong in a page.
    const name = error instanceof Error ? error.name : 'Error';
    return { ok: false, error: `internal error (${name})` };
  }
}

/**
 * A Maps panel's view with its words (outcome, changes) in the language its ask named, as its prices
 * and dates are (MenuTexts): the page (its size is a budget) carries no wording tables, no URL parser.
 */
export function wordPanelView(
  context: Pick<WorkerContext, 'deps' | 'inLanguage'>,
  view: MenuView,
  language: string,
  waitsForUse: boolean,
): Promise<WordedView> {
  // A lookup held back on a page another site opened waits for the user's first use: say so.
  const shown =
    waitsForUse && view.heldBack && !view.menu && view.outcome.kind === 'manual'
      ? { ...view, outcome: { ...view.outcome, waitsForUse: true as const } }
      : view;
  return context.inLanguage(language, () => ({ ...shown, words: panelWords(shown, context.deps.now()) }));
}

/**
 * How long a Maps panel's start waits for the view of its first place (a saved menu's read); the
 * panel's own first ask takes over after it (lib/content/panel-controller.ts, SKELETON_DELAY_MS).
 */
export const FIRST_VIEW_WAIT_MS = 100;

export function createHandlers(context: WorkerContext, menus: MenuService, packs: PackRunner): Handlers {
  const { deps } = context;
  const { cache } = deps;
  const searchRemote = createRemoteSearch(context);
  const panelStart = createPanelStart(context);
  // The panel and the popup say their language (a page may send any tag: a shipped one, else
  // English); an ask that does not is an extension page's, which speaks the worker's own.
  const languageOf = async (language?: string) =>
    language === undefined ? context.spoken() : (matchLanguage(language) ?? 'en');
  const askerOf = async (sender: AllowedSender, language?: string) => ({
    tabId: sender.kind === 'content_script' ? sender.tabId : null,
    language: await languageOf(language),
  });

  const panelView = async (
    sender: AllowedSender,
    ask: Omit<Extract<Request, { type: 'menu.forUrl' }>, 'type'>,
  ) => {
    const asker = await askerOf(sender, ask.language);
    const view = await menus.viewForUrl(ask.url, ask.userInitiated, asker, ask.savedOnly);
    return wordPanelView(context, view, asker.language, ask.waitsForUse);
  };

  return {
    'menu.forUrl': (request, sender) => panelView(sender, request),
    'menu.savedStates': async ({ links, language }, sender) => {
      const asked = await languageOf(language);
      const origin = sender.kind === 'content_script' ? sender.origin : null;
      return readLinkBadges(deps, links, origin, (word) => context.inLanguage(asked, word));
    },
    'menu.dismissChanges': async ({ placeId }) => ({ dismissed: await cache.dismissChanges(placeId) }),
    'menu.forPlace': async (request, sender) =>
      menus.viewForPlace(
        { placeId: request.placeId, nameHint: null },
        request.userInitiated,
        await askerOf(sender, request.language),
        request.savedOnly,
      ),
    'menu.forTab': async (request) => menus.viewForTab(request.tabId, await languageOf(request.language)),
    // Answered from the worker's catalogue memory, apart from the menu, which may wait for the service.
    'words.get': async ({ language }) => context.inLanguage(await languageOf(language), catalogueInUse),
    'panel.start': async ({ pageLanguage, firstUrl }, sender) => {
      const start = await panelStart(pageLanguage);
      if (firstUrl === undefined) return start;
      // As the panel's first ask: automatic and within the dwell, so saved menus only.
      const worded = panelView(sender, {
        url: firstUrl,
        userInitiated: false,
        savedOnly: true,
        waitsForUse: false,
        language: start.language,
      });
      // Without its view (a failure, a slow read) the start still stands: the panel asks for it
      // with `menu.forUrl`, and shows its skeleton meanwhile if that is slow too.
      const view = await settledWithin(worded, FIRST_VIEW_WAIT_MS);
      return view ? { ...start, first: { url: firstUrl, view } } : start;
    },
    // What the popup, the options page and the panel are told of the service, the key and the budget.
    'status.get': async (_request, sender) => {
      // A page or panel reads the budget: the toolbar is brought up to date too (a 429's stop, the
      // month or the service's figure may have ended since it was set), without holding the answer.
      void context.refreshBadge();
      const [{ access, budget, lookupsLeft }, lastNetworkFailureAt] = await Promise.all([
        context.standing(),
        context.memo.lastNetworkFailureAt(),
      ]);
      // A content script is told no service address and no storage details.
      const shown = sender.kind === 'content_script' ? null : access;
      return {
        ...(lookupsLeft ? { lookupsLeft } : {}),
        // Unknown while the key's database cannot be read (browser storage failing).
        hasKey: access.keyState === 'unreadable' ? null : access.keyState !== 'none',
        keyInvalid: access.keyInvalid,
        serviceUrl: shown?.settings.serviceUrl ?? null,
        budget,
        offline: !deps.isOnline(),
        unreachableUntil: unreachableUntil(lastNetworkFailureAt, deps.now()),
        storageError: shown && (deps.storageError() ?? (access.keyState === 'unreadable' ? 'failing' : null)),
      };
    },
    'search.local': (request) => searchSaved(deps, request),
    'search.remote': (request) => searchRemote(request.query),
    'cache.list': ({ offset, limit, query, sort }) => cache.listMenus({ offset, limit, query, sort }),
    'cache.delete': async ({ placeId }) => ({ deleted: await cache.deleteMenu(placeId) }),
    'cache.stats': () => cache.stats(),
    'cache.export': ({ listId }) => cache.exportJson(listId),
    // 0 lookups: the file's menus are written as they are, merged by verified_at.
    'cache.import': async ({ text }) => {
      const file = readTripFile(text);
      if (!file.ok) return file;
      try {
        return { ok: true, ...(await cache.importTrip(file)) };
      } catch (error) {
        if (error instanceof CacheStorageError && isStorageFailing(error.kind))
          return { ok: false, problem: 'storage_full' };
        throw error;
      }
    },
    'cache.clear': async () => {
      // What the user cleared is not shown again from the worker's memory either.
      menus.forgetUnsaved();
      return { cleared: await cache.clear() };
    },
    'tab.mapCentre': async ({ tabId }) => {
      const url = await deps.getTabUrl(tabId);
      return url ? mapCentre(url) : null;
    },
    'lists.all': () => readListSummaries(deps),
    'lists.get': ({ listId }) => readListView(deps, listId),
    'lists.delete': ({ listId, deleteMenus }) => deleteList(deps, listId, deleteMenus),
    'settings.changed': async () => {
      await context.settingsChanged();
      // Only the options page's message tells the open Maps tabs (a storage change alone does not): a
      // panel asking for a key looks its place up without a reload, and a saved key reaches it once.
      const mapsTabs = await deps.notifier.toMapsTabs(SETTINGS_UPDATED_EVENT).catch(() => 0);
      return { ok: true, mapsTabs } as const;
    },
    'connection.test': () => testConnection(context),
    'pack.forTab': ({ tabId }) => packs.forTab(tabId),
    'pack.start': ({ listId, list, cost }) => {
      if (list) return packs.start({ list }, cost);
      if (listId) return packs.start({ listId }, cost);
      throw new Error('pack.start needs a list or a list id');
    },
    'pack.forList': ({ listId }) => packs.forList(listId),
    'pack.status': () => packs.status(),
    'pack.cancel': () => packs.cancel(),
    'options.open': async () => {
      await deps.openOptionsPage();
      return { ok: true } as const;
    },
  };
}
