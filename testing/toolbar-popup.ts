import type { CDPSession } from 'playwright-core';
import type { FirefoxContext } from './firefox/firefox-context.ts';
import type { Stack } from './stack.ts';

// The real toolbar popup, over whatever tab is active, opened as a click on the toolbar button would
// (chrome.action.openPopup from the worker). Playwright does not list it among the context's pages,
// so it is reached through the browser's DevTools protocol.

export interface ToolbarPopup {
  /** Runs `expression` in the popup and returns its JSON value. */
  evaluate<T>(expression: string): Promise<T>;
  close(): Promise<void>;
}

interface TargetInfo {
  targetId: string;
  type: string;
  url: string;
}

async function popupTargets(cdp: CDPSession, url: string): Promise<TargetInfo[]> {
  const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: TargetInfo[] };
  return targetInfos.filter((target) => target.type === 'page' && target.url === url);
}

/** A popup target that is not one of `before` (a closed popup may linger for a moment). */
async function waitForNewPopup(cdp: CDPSession, url: string, before: Set<string>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const popup = (await popupTargets(cdp, url)).find((target) => !before.has(target.targetId));
    if (popup) return popup;
    if (Date.now() > deadline) throw new Error(`no toolbar popup at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Opens the toolbar popup over the window's active tab (bring the tab to the front first). `page`:
 * the popup's file as the worker last set it (chrome.action.setPopup; Chromium only).
 */
export async function openToolbarPopup(
  session: Pick<Stack, 'context' | 'extensionId' | 'worker'> & Partial<Pick<Stack, 'browserName'>>,
  page = 'popup.html',
): Promise<ToolbarPopup> {
  if (session.browserName === 'firefox') {
    return openFirefoxToolbarPopup(session.context as unknown as FirefoxContext);
  }
  const browser = session.context.browser();
  if (!browser) throw new Error('no browser to open the toolbar popup in');
  const worker = await session.worker();
  const cdp = await browser.newBrowserCDPSession();
  const url = `chrome-extension://${session.extensionId}/${page}`;
  const before = new Set((await popupTargets(cdp, url)).map((target) => target.targetId));
  await worker.evaluate(() =>
    (
      globalThis as unknown as { chrome: { action: { openPopup(): Promise<void> } } }
    ).chrome.action.openPopup(),
  );
  const target = await waitForNewPopup(cdp, url, before, 10_000);
  const { sessionId } = (await cdp.send('Target.attachToTarget', {
    targetId: target.targetId,
    flatten: false,
  })) as { sessionId: string };
  let nextId = 0;
  const pending = new Map<number, (message: { result?: { result?: { value?: unknown } } }) => void>();
  cdp.on('Target.receivedMessageFromTarget', (event: { message: string }) => {
    const message = JSON.parse(event.message) as { id?: number; result?: { result?: { value?: unknown } } };
    if (message.id === undefined) return;
    pending.get(message.id)?.(message);
    pending.delete(message.id);
  });
  return {
    async evaluate<T>(expression: string) {
      const id = ++nextId;
      const reply = new Promise<{ result?: { result?: { value?: unknown } } }>((resolve) =>
        pending.set(id, resolve),
      );
      const params = { expression, returnByValue: true, awaitPromise: true };
      const message = JSON.stringify({ id, method: 'Runtime.evaluate', params });
      await cdp.send('Target.sendMessageToTarget', { sessionId, message });
      return (await reply).result?.result?.value as T;
    },
    async close() {
      await cdp.send('Target.closeTarget', { targetId: target.targetId }).catch(() => undefined);
      // Closing only starts: the next popup may open once this one is gone.
      const deadline = Date.now() + 2_000;
      while (
        Date.now() < deadline &&
        (await popupTargets(cdp, url)).some((t) => t.targetId === target.targetId)
      ) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await cdp.detach().catch(() => undefined);
    },
  };
}

/**
 * Firefox: the popup is opened by action.openPopup() (allowed without a gesture by a pref of the
 * harness) and reached through extension.getViews() from the helper page; `document` in the
 * expression is the popup's.
 */
async function openFirefoxToolbarPopup(context: FirefoxContext): Promise<ToolbarPopup> {
  await context.openToolbarPopup();
  const helper = await context.helperPage();
  const views = 'browser.extension.getViews({ type: "popup" })';
  return {
    evaluate: <T>(expression: string) =>
      helper.evaluate<T, undefined>(`((document) => (${expression}))(${views}[0].document)`),
    async close() {
      await helper.evaluate(`${views}.forEach((view) => view.close())`);
      const deadline = Date.now() + 2_000;
      while (Date.now() < deadline && (await helper.evaluate<number, undefined>(`${views}.length`)) > 0) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}
