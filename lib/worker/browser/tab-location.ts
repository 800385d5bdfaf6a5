import { PAGE_LOCATION_REQUEST } from '@/lib/messages/content-channel';
import { MAX_URL_LENGTH } from '@/lib/places/place-path';

// The popup asks for "the place in this tab". Rather than the `tabs` permission (which shows every
// tab's address to the extension), the worker asks its own content script in that tab, which only
// runs on Maps pages: other tabs simply have no answer.

export type SendToTab = (tabId: number, message: unknown) => Promise<unknown>;

/** The URL the tab's content script reports, or null (no content script, no answer, odd answer). */
export async function askTabLocation(sendToTab: SendToTab, tabId: number): Promise<string | null> {
  const answer = await sendToTab(tabId, PAGE_LOCATION_REQUEST).catch(() => null);
  return typeof answer === 'string' && answer.length > 0 && answer.length <= MAX_URL_LENGTH ? answer : null;
}
