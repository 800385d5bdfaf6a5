import { describe, expect, it } from 'vitest';
import { endpointUrl, parseServiceBase } from '@/lib/api/http/service-url';
import { checkServiceUrl } from '@/lib/storage/areas/settings';

/** The URL the client sends a search to for what the user typed in the Service URL field. */
function searchUrlFor(typed: string): string {
  const checked = checkServiceUrl(typed);
  if (!checked.ok) throw new Error(checked.problem);
  return endpointUrl(parseServiceBase(checked.url), 'search', { q: 'pho' }).href;
}

describe('service URL forms a user pastes', () => {
  it.each([
    ['https://menus.example.com', 'https://menus.example.com/v1/search?q=pho'],
    ['HTTPS://Menus.Example.com/', 'https://menus.example.com/v1/search?q=pho'],
    ['https://menus.example.com/api/', 'https://menus.example.com/api/v1/search?q=pho'],
    ['http://localhost:8080', 'http://localhost:8080/v1/search?q=pho'],
  ])('%s reaches the endpoints under /v1/', (typed, expected) => {
    expect(searchUrlFor(typed)).toBe(expected);
  });

  it.each([
    ['https://menus.example.com/v1', 'https://menus.example.com/v1/search?q=pho'],
    ['https://menus.example.com/v1/', 'https://menus.example.com/v1/search?q=pho'],
    ['https://menus.example.com/api/v1', 'https://menus.example.com/api/v1/search?q=pho'],
    ['https://menus.example.com/v1/search', 'https://menus.example.com/v1/search?q=pho'],
    ['https://menus.example.com/v1/menu/', 'https://menus.example.com/v1/search?q=pho'],
  ])('with the version included (%s), requests do not go to /v1/v1/', (typed, expected) => {
    expect(searchUrlFor(typed)).toBe(expected);
  });

  it('a URL longer than the client takes is refused here, not by every request', () => {
    const long = `https://menus.example.com/${'a'.repeat(9000)}`;
    expect(checkServiceUrl(long).ok).toBe(false);
    expect(() => parseServiceBase(long)).toThrow(TypeError);
  });

  it('a stored URL that still ends in /v1 is used without it', () => {
    expect(checkServiceUrl('https://menus.example.com/v1')).toEqual({
      ok: true,
      origin: 'https://menus.example.com',
      url: 'https://menus.example.com',
    });
  });

  it('a path that only starts with v1 is kept', () => {
    expect(searchUrlFor('https://menus.example.com/v10')).toBe(
      'https://menus.example.com/v10/v1/search?q=pho',
    );
  });
});
