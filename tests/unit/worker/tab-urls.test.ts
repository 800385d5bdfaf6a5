import { describe, expect, it } from 'vitest';
import { createTabUrls } from '../../../lib/worker/tab-urls';

describe('createTabUrls', () => {
  it('keeps the last URL per tab until the tab is forgotten', () => {
    const urls = createTabUrls();
    urls.remember(1, 'https://www.google.com/maps/place/a');
    urls.remember(1, 'https://www.google.com/maps/place/b');
    urls.remember(2, 'https://www.google.com/maps/place/c');
    expect(urls.get(1)).toBe('https://www.google.com/maps/place/b');
    urls.forget(1);
    expect(urls.get(1)).toBeNull();
    expect(urls.get(2)).toBe('https://www.google.com/maps/place/c');
  });

  it('drops the tab that asked least recently beyond its limit', () => {
    const urls = createTabUrls(2);
    urls.remember(1, 'one');
    urls.remember(2, 'two');
    urls.remember(1, 'one again');
    urls.remember(3, 'three');
    expect([urls.get(1), urls.get(2), urls.get(3)]).toEqual(['one again', null, 'three']);
  });
});
