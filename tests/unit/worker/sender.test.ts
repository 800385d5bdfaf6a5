import { describe, expect, it } from 'vitest';
import { parseRequest } from '@/lib/messages/protocol';
import { classifySender, refusalFor, type SenderLike } from '@/lib/worker/messaging/sender';

const identity = { runtimeId: 'our-id', extensionOrigin: 'chrome-extension://our-id/' };
const page: SenderLike = { id: 'our-id', url: 'chrome-extension://our-id/popup.html' };
const maps = 'https://www.google.de/maps/place/X';
const content: SenderLike = { id: 'our-id', url: maps, tab: { id: 4 } };
const request = (message: unknown) => {
  const parsed = parseRequest(message);
  if (!parsed) throw new Error(`not a request: ${JSON.stringify(message)}`);
  return parsed;
};

describe('classifySender', () => {
  it.each<[string, SenderLike, string]>([
    ['popup', page, 'extension_page'],
    [
      'options in a tab',
      { ...page, url: 'chrome-extension://our-id/options.html', tab: { id: 2 } },
      'extension_page',
    ],
    ['content script on Maps', content, 'content_script'],
    ['maps.google.co.uk', { ...content, url: 'https://maps.google.co.uk/' }, 'content_script'],
    ['foreign extension', { ...page, id: 'other-id' }, 'unknown'],
    ['foreign extension page url', { ...page, url: 'chrome-extension://other-id/popup.html' }, 'unknown'],
    ['no id', { url: page.url }, 'unknown'],
    ['content script off Maps', { ...content, url: 'https://evil.example/maps' }, 'unknown'],
    ['look-alike host', { ...content, url: 'https://www.google.com.evil.example/maps' }, 'unknown'],
    ['plain http Maps', { ...content, url: 'http://www.google.com/maps' }, 'unknown'],
    ['Maps URL without a tab', { id: 'our-id', url: maps }, 'unknown'],
  ])('%s', (_name, sender, kind) => {
    expect(classifySender(sender, identity).kind).toBe(kind);
  });
});

describe('refusalFor', () => {
  const fromContent = classifySender(content, identity);
  const fromPage = classifySender(page, identity);

  it.each([
    'settings.changed',
    'search.remote',
    'cache.export',
    'cache.clear',
    'connection.test',
    'menu.forTab',
    'menu.forPlace',
  ])('refuses %s from a content script', (type) => {
    const message = { type, query: 'x', tabId: 1, placeId: 'p' };
    expect(refusalFor(request(message), fromContent)).toMatch(/not allowed/);
    expect(refusalFor(request(message), fromPage)).toBeNull();
  });

  it('lets a content script ask for a URL on its own Maps origin only', () => {
    expect(refusalFor(request({ type: 'menu.forUrl', url: `${maps}/data=x` }), fromContent)).toBeNull();
    expect(
      refusalFor(request({ type: 'menu.forUrl', url: 'https://www.google.com/maps' }), fromContent),
    ).toMatch(/origin/);
    expect(refusalFor(request({ type: 'menu.forUrl', url: 'https://evil.example/' }), fromContent)).toMatch(
      /origin/,
    );
    expect(refusalFor(request({ type: 'menu.forUrl', url: 'not a url' }), fromContent)).toMatch(/origin/);
    expect(refusalFor(request({ type: 'status.get' }), fromContent)).toBeNull();
  });

  it("lets a panel's start ask for its first place's view on its own Maps origin only", () => {
    const start = (firstUrl?: string) => request({ type: 'panel.start', ...(firstUrl && { firstUrl }) });
    expect(refusalFor(start(), fromContent)).toBeNull();
    expect(refusalFor(start(`${maps}/data=x`), fromContent)).toBeNull();
    expect(refusalFor(start('https://www.google.com/maps'), fromContent)).toMatch(/origin/);
    expect(refusalFor(start('https://evil.example/'), fromContent)).toMatch(/origin/);
    expect(refusalFor(start('not a url'), fromContent)).toMatch(/origin/);
  });

  it('refuses everything from an unknown sender', () => {
    expect(refusalFor(request({ type: 'status.get' }), { kind: 'unknown' })).toBe('unknown sender');
  });
});
