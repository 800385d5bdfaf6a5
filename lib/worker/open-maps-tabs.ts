import type { WorkerDeps } from './worker-deps';

/**
 * After an install or an update (runtime.onInstalled): the Maps tabs already open get the content
 * script where the browser gives them none (Chromium), so that their panel follows Connect without
 * a reload (README, "First run"). A tab whose content script answers keeps it: a second copy would
 * replace its panel (WXT's context stops the older copy) and start it over for nothing. Resolves
 * with how many tabs were given the script; a tab that cannot be scripted is skipped.
 */
export async function addScriptToOpenMapsTabs(
  deps: Pick<WorkerDeps, 'mapsTabs' | 'getTabUrl'>,
): Promise<number> {
  const { mapsTabs } = deps;
  if (!mapsTabs) return 0;
  const tabIds = await mapsTabs.tabIds().catch((): number[] => []);
  const added = await Promise.all(
    tabIds.map(async (tabId) => {
      if ((await deps.getTabUrl(tabId)) !== null) return false;
      return mapsTabs.runContentScript(tabId).then(
        () => true,
        () => false,
      );
    }),
  );
  return added.filter(Boolean).length;
}
