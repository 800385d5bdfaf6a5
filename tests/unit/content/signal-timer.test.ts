import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signalTimer } from '@/lib/content/signal-timer';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A signal that counts the listeners it holds. */
function countedSignal() {
  const controller = new AbortController();
  const { signal } = controller;
  let listeners = 0;
  const add = signal.addEventListener.bind(signal);
  const remove = signal.removeEventListener.bind(signal);
  vi.spyOn(signal, 'addEventListener').mockImplementation((...args: Parameters<typeof add>) => {
    listeners += 1;
    add(...args);
  });
  vi.spyOn(signal, 'removeEventListener').mockImplementation((...args: Parameters<typeof remove>) => {
    listeners -= 1;
    remove(...args);
  });
  return { controller, signal, listeners: () => listeners };
}

describe('signalTimer', () => {
  it('runs the task once after its delay and leaves no listener on the signal', () => {
    const { signal, listeners } = countedSignal();
    const later = signalTimer(signal);
    const task = vi.fn();
    for (let i = 0; i < 100; i++) later(task, 10);
    vi.advanceTimersByTime(9);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(100);
    expect(listeners()).toBe(0);
  });

  it('runs nothing once cancelled, and leaves no listener', () => {
    const { signal, listeners } = countedSignal();
    const task = vi.fn();
    const cancel = signalTimer(signal)(task, 10);
    cancel();
    vi.advanceTimersByTime(20);
    expect(task).not.toHaveBeenCalled();
    expect(listeners()).toBe(0);
  });

  it('runs nothing after the signal aborts, or once the script is no longer alive', () => {
    const { controller, signal } = countedSignal();
    const task = vi.fn();
    let alive = true;
    const later = signalTimer(signal, () => alive);
    later(task, 10);
    alive = false;
    vi.advanceTimersByTime(10);
    alive = true;
    later(task, 10);
    controller.abort();
    vi.advanceTimersByTime(10);
    later(task, 10);
    vi.advanceTimersByTime(10);
    expect(task).not.toHaveBeenCalled();
  });
});
