import { describe, expect, it } from 'vitest';
import { createBackgroundTabGate, type VisibilityDocument } from '@/lib/content/page-gates';

// A hidden Maps tab asks for saved menus only, and asks again once it is shown (page-gates.ts).

function fakeDocument(initial: DocumentVisibilityState) {
  const listeners: (() => void)[] = [];
  const doc = {
    visibilityState: initial,
    addEventListener: (
      _type: 'visibilitychange',
      listener: () => void,
      { signal }: { signal: AbortSignal },
    ) => {
      listeners.push(() => signal.aborted || listener());
    },
  };
  const become = (state: DocumentVisibilityState) => {
    doc.visibilityState = state;
    for (const listener of listeners) listener();
  };
  return { doc: doc as VisibilityDocument, become };
}

function setup(initial: DocumentVisibilityState, signal = new AbortController().signal) {
  const { doc, become } = fakeDocument(initial);
  const shown: boolean[] = [];
  const gate = createBackgroundTabGate(doc, signal, (askAgain) => shown.push(askAgain));
  return { gate, become, shown };
}

describe('createBackgroundTabGate', () => {
  it('lets a visible page ask as usual, and only repaints when it is shown again', () => {
    const { gate, become, shown } = setup('visible');
    expect(gate.savedOnly()).toBe(false);
    become('hidden');
    become('visible');
    expect(shown).toEqual([false]);
  });

  it('asks a hidden page for saved menus only, then asks again once, when it is first shown', () => {
    const { gate, become, shown } = setup('hidden');
    expect(gate.savedOnly()).toBe(true);
    expect(gate.savedOnly()).toBe(true);
    become('visible');
    expect(gate.savedOnly()).toBe(false);
    become('hidden');
    become('visible');
    expect(shown).toEqual([true, false]);
  });

  it('does not ask again for a page hidden after its last ask', () => {
    const { gate, become, shown } = setup('visible');
    gate.savedOnly();
    become('hidden');
    become('visible');
    expect(shown).toEqual([false]);
  });

  it('stops listening when the content script ends', () => {
    const controller = new AbortController();
    const { gate, become, shown } = setup('hidden', controller.signal);
    gate.savedOnly();
    controller.abort();
    become('visible');
    expect(shown).toEqual([]);
  });
});
