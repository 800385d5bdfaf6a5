import { describe, expect, it } from 'vitest';
import { PAGE_LOCATION_REQUEST } from '@/lib/messages/content-channel';
import { askTabLocation } from '@/lib/worker/browser/tab-location';

describe('askTabLocation', () => {
  it("asks the tab's content script and returns its URL", async () => {
    const asked: [number, unknown][] = [];
    const url = await askTabLocation(async (tabId, message) => {
      asked.push([tabId, message]);
      return 'https://www.google.com/maps/place/x';
    }, 7);
    expect(url).toBe('https://www.google.com/maps/place/x');
    expect(asked).toEqual([[7, PAGE_LOCATION_REQUEST]]);
  });

  it.each([
    ['no content script in the tab', () => Promise.reject(new Error('Receiving end does not exist'))],
    ['no answer', () => Promise.resolve(undefined)],
    ['an object instead of a URL', () => Promise.resolve({ url: 'https://www.google.com/maps' })],
    ['an empty string', () => Promise.resolve('')],
    ['an oversized string', () => Promise.resolve(`https://www.google.com/maps/${'a'.repeat(9000)}`)],
  ])('gives null for %s', async (_case, send) => {
    expect(await askTabLocation(send, 1)).toBeNull();
  });
});
