// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapSideWidth } from '@/lib/content/map-side';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('dir');
  vi.restoreAllMocks();
});

function placePanel(rect: { left: number; right: number }) {
  const main = document.createElement('div');
  main.setAttribute('role', 'main');
  document.body.append(main);
  vi.spyOn(main, 'getBoundingClientRect').mockReturnValue({
    ...rect,
    width: rect.right - rect.left,
    top: 0,
    bottom: 800,
    height: 800,
    x: rect.left,
    y: 0,
    toJSON: () => ({}),
  });
}

describe('mapSideWidth', () => {
  it("is the window's width beside Maps' place panel", () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(640);
    placePanel({ left: 0, right: 408 });
    expect(mapSideWidth(document, window)).toBe(232);
  });

  it('is the room before the place panel when Maps is mirrored (right to left)', () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(640);
    document.documentElement.setAttribute('dir', 'rtl');
    document.documentElement.style.direction = 'rtl';
    placePanel({ left: 232, right: 640 });
    expect(mapSideWidth(document, window)).toBe(232);
  });

  it('is the whole window without a place panel (a floating fallback)', () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(700);
    expect(mapSideWidth(document, window)).toBe(700);
  });
});
