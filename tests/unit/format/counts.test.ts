import { describe, expect, it } from 'vitest';
import { approximateSize, countOf } from '@/lib/format/counts';

describe('counts', () => {
  it('counts nouns by the plural message', () => {
    expect(countOf(1, 'count.savedMenus')).toBe('1 saved menu');
    expect(countOf(3, 'count.savedMenus')).toBe('3 saved menus');
  });

  it('describes sizes approximately', () => {
    expect(approximateSize(100)).toBe('under 1 KB');
    expect(approximateSize(348_160)).toBe('about 340 KB');
    expect(approximateSize(5 * 1024 * 1024 + 200_000)).toBe('about 5.2 MB');
  });
});
