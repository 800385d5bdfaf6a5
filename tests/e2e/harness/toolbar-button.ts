import type { E2ESession } from './session.ts';

/** The toolbar button's badge and tooltip, as the extension set them (read in the worker's scope). */
export async function toolbarButton(session: E2ESession): Promise<{ text: string; title: string }> {
  const worker = await session.worker();
  return worker.evaluate(async () => {
    const scope = globalThis as unknown as {
      browser?: {
        action: { getBadgeText(d: object): Promise<string>; getTitle(d: object): Promise<string> };
      };
      chrome: { action: { getBadgeText(d: object): Promise<string>; getTitle(d: object): Promise<string> } };
    };
    const { action } = scope.browser ?? scope.chrome;
    return { text: await action.getBadgeText({}), title: await action.getTitle({}) };
  });
}
