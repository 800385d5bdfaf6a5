import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STARTUP_CHORES_DELAY_MS, startupChores } from '@/lib/worker/startup-chores';

// A stopped worker is started by an ask: its start-up chores wait for that ask's answer.

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function scheduled() {
  const chores = vi.fn();
  return { chores, handle: startupChores(chores) };
}

describe('startupChores', () => {
  it('runs nothing before the first answer, then runs the chores once', () => {
    const { chores, handle } = scheduled();
    expect(chores).not.toHaveBeenCalled();
    handle.answered();
    expect(chores).toHaveBeenCalledTimes(1);
    handle.answered();
    vi.advanceTimersByTime(STARTUP_CHORES_DELAY_MS);
    expect(chores).toHaveBeenCalledTimes(1);
  });

  it('runs them after a while when no ask comes', () => {
    const { chores, handle } = scheduled();
    vi.advanceTimersByTime(STARTUP_CHORES_DELAY_MS - 1);
    expect(chores).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(chores).toHaveBeenCalledTimes(1);
    handle.answered();
    expect(chores).toHaveBeenCalledTimes(1);
  });
});
