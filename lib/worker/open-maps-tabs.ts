import type { WorkerDeps } from './worker-deps';

/**
 * After an install or update: the open Maps tabs get the content script where the browser gives them
 * none (Chromium), so their panel follows Connect without a reload (README, "First run"). A tab whose
 * script answers keeps it (a second copy would start its panel over); one that cannot be scripted is
 * skipped.
 */
export async function addScriptToOpenMapsTabs(
  deps: Pick<WorkerDeps, 'mapsTabs' | 'getTabUrl'>,
): Promise<void> {
  const { mapsTabs } = deps;
  if (!mapsTabs) return;
  const tabIds = await mapsTabs.tabIds().catch((): number[] => []);
  await Promise.all(
    tabIds.map(async (tabId) => {
      if ((await deps.getTabUrl(tabId)) === null)
        await mapsTabs.runContentScript(tabId).catch(() => undefined);
    }),
  );
}
