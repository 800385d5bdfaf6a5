import { matchLanguage } from '@/lib/i18n/languages';
import { messageLanguage } from '@/lib/i18n/messages';
import type { Request, RequestType, ResponseMap } from '@/lib/messages/protocol';
import { announceSettingsChange, applySettingsChange, retryBudget } from '@/lib/worker/connection-change';
import { testConnection } from '@/lib/worker/lookup/connection-test';
import type { MenuService } from '@/lib/worker/lookup/menu-service';
import { createRemoteSearch } from '@/lib/worker/lookup/remote-search';
import { readSavedStates } from '@/lib/worker/lookup/saved-states';
import { readStatusView, statusForContentScript } from '@/lib/worker/status-view';
import type { WorkerContext } from '@/lib/worker/worker-context';
import type { SenderKind } from './sender';

/** A sender that passed the checks in sender.ts. */
export type AllowedSender = Exclude<SenderKind, { kind: 'unknown' }>;

export type Handlers = {
  [T in RequestType]: (
    request: Extract<Request, { type: T }>,
    sender: AllowedSender,
  ) => Promise<ResponseMap[T]>;
};

export function createHandlers(context: WorkerContext, menus: MenuService): Handlers {
  const { cache } = context.deps;
  const searchRemote = createRemoteSearch(context);
  // The panel says its language (a page may send any tag: a shipped one, else English); extension
  // pages speak the worker's own.
  const askerOf = (sender: AllowedSender, language?: string) => ({
    tabId: sender.tabId,
    capped: sender.kind === 'content_script',
    language: language === undefined ? messageLanguage() : (matchLanguage(language) ?? 'en'),
  });

  return {
    'menu.forUrl': (request, sender) =>
      menus.viewForUrl(
        request.url,
        request.userInitiated,
        askerOf(sender, request.language),
        request.savedOnly,
      ),
    'menu.savedStates': (request) => readSavedStates(context.deps, request.placeIds),
    'menu.forPlace': (request, sender) =>
      menus.viewForPlace(
        { placeId: request.placeId, nameHint: null },
        request.userInitiated,
        askerOf(sender),
      ),
    'menu.forTab': (request) => menus.viewForTab(request.tabId),
    'menu.forActiveTab': () => menus.viewForActiveTab(),
    'status.get': async (_request, sender) => {
      const status = await readStatusView(context);
      return sender.kind === 'content_script' ? statusForContentScript(status) : status;
    },
    'search.local': (request) => cache.searchDishes(request.query, request.limit),
    'search.remote': (request) => searchRemote(request.query),
    'cache.list': ({ offset, limit, query, sort }) => cache.listMenus({ offset, limit, query, sort }),
    // Extension pages only: not among the content scripts' messages (protocol.ts, sender.ts).
    'cache.delete': async ({ placeId }) => ({ deleted: await cache.deleteMenu(placeId) }),
    'cache.stats': () => cache.stats(),
    'cache.export': () => cache.exportJson(),
    'cache.clear': async () => {
      // What the user cleared is not shown again from the worker's memory either.
      menus.forgetUnsaved();
      return { cleared: await cache.clear() };
    },
    'budget.retry': () => retryBudget(context),
    'settings.changed': async () => {
      await applySettingsChange(context);
      return { ok: true, mapsTabs: await announceSettingsChange(context) } as const;
    },
    'connection.test': () => testConnection(context),
    'options.open': async () => {
      await context.deps.openOptionsPage();
      return { ok: true } as const;
    },
  };
}
