import { describe, expect, it, vi } from 'vitest';
import { createOpenerGate, type OpenerWindow, openedByAnotherSite } from '@/lib/content/page-gates';

const MAPS = { origin: 'https://www.google.com' };

/** A window whose listeners the test fires, with events it marks trusted or not. */
function fakeWindow(opener: unknown) {
  const listeners: Array<{ type: string; listener: (event: Event) => void }> = [];
  const win: OpenerWindow = {
    opener,
    location: MAPS,
    addEventListener: (type, listener) => void listeners.push({ type, listener }),
  };
  const fire = (type: string, isTrusted: boolean) => {
    for (const entry of listeners.filter((candidate) => candidate.type === type)) {
      entry.listener({ isTrusted } as Event);
    }
  };
  return { win, fire, listeners };
}

const crossOrigin = {
  get location(): never {
    throw new DOMException('Blocked a frame with origin', 'SecurityError');
  },
};

describe('openedByAnotherSite', () => {
  it('only for an opener of another origin', () => {
    expect(openedByAnotherSite({ opener: null, location: MAPS })).toBe(false);
    expect(openedByAnotherSite({ opener: { location: MAPS }, location: MAPS })).toBe(false);
    expect(openedByAnotherSite({ opener: crossOrigin, location: MAPS })).toBe(true);
    expect(
      openedByAnotherSite({ opener: { location: { origin: 'https://evil.example' } }, location: MAPS }),
    ).toBe(true);
  });
});

describe('createOpenerGate', () => {
  it('holds a page another site opened until a person uses it; a script cannot', () => {
    const { win, fire } = fakeWindow(crossOrigin);
    const used = vi.fn();
    const gate = createOpenerGate(win, new AbortController().signal, used);
    expect(gate.held()).toBe(true);
    fire('pointerdown', false);
    fire('keydown', false);
    expect(gate.held()).toBe(true);
    fire('keydown', true);
    expect(gate.held()).toBe(false);
    fire('pointerdown', true);
    expect(used).toHaveBeenCalledTimes(1);
  });

  it('never holds a page without an opener, and listens to nothing then', () => {
    const { win, listeners } = fakeWindow(null);
    const gate = createOpenerGate(win, new AbortController().signal, vi.fn());
    expect(gate.held()).toBe(false);
    expect(listeners).toEqual([]);
  });
});
