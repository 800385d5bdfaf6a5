import { describe, expect, it } from 'vitest';
import { setNewest } from '@/lib/newest-entries';

describe('setNewest', () => {
  it('keeps the entries set last, a key set again counting as new', () => {
    const map = new Map<string, number>();
    setNewest(map, 'a', 1, 2);
    setNewest(map, 'b', 2, 2);
    setNewest(map, 'a', 3, 2);
    setNewest(map, 'c', 4, 2);
    expect([...map]).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
  });
});
