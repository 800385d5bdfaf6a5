import { describe, expect, it } from 'vitest';
import { RequestSchema } from '@/lib/messages/protocol';
import { MAX_URL_LENGTH, parseMapsPageUrl } from '@/lib/places/place-path';
import { KATZ, placeUrl } from './place-fixtures';

// The content script asks `menu.forUrl` with any page URL parseMapsPageUrl found a place in.
describe('menu.forUrl accepts every URL the content script finds a place in', () => {
  it.each([4097, 6000, MAX_URL_LENGTH])('a %i-character Maps place URL', (length) => {
    const base = `${placeUrl(KATZ)}&pad=`;
    const url = base + 'x'.repeat(length - base.length);
    expect(url).toHaveLength(length);
    expect(parseMapsPageUrl(url)?.placeId).toBe(KATZ.placeId);
    const parsed = RequestSchema.safeParse({ type: 'menu.forUrl', url, userInitiated: false });
    expect(parsed.success).toBe(true);
  });
});
