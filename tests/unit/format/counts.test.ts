import { describe, expect, it } from 'vitest';
import { approximateSize } from '@/lib/format/counts';
import { t } from '@/lib/i18n/messages';

describe('counts', () => {
  it('counts nouns by the plural message', () => {
    expect(t('count.savedPlaces', { count: 1 })).toBe('1 saved place');
    expect(t('count.savedPlaces', { count: 3 })).toBe('3 saved places');
  });

  it('describes sizes approximately', () => {
    expect(approximateSize(100)).toBe('under 1 KB');
    expect(approximateSize(348_160)).toBe('about 340 KB');
    expect(approximateSize(5 * 1024 * 1024 + 200_000)).toBe('about 5.2 MB');
  });
});
