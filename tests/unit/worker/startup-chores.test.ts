import { describe, expect, it, vi } from 'vitest';
import { STARTUP_CHORES_DELAY_MS, startupChores } from '@/lib/worker/startup-chores';

// A stopped worker is started by an ask: its start-up chores wait for that ask's answer.

function scheduled() {
  const chores = vi.fn();
  const timers: { task: () => void; ms: number }[] = [];
  const handle = startupChores(chores, (task, ms) => timers.push({ task, ms }));
  return { chores, timers, handle };
}

describe('startupChores', () => {
  it('runs nothing before the first answer, then runs the chores once', () => {
    const { chores, timers, handle } = scheduled();
    expect(chores).not.toHaveBeenCalled();
    handle.answered();
    expect(chores).toHaveBeenCalledTimes(1);
    handle.answered();
    timers[0]?.task();
    expect(chores).toHaveBeenCalledTimes(1);
  });

  it('runs them after a while when no ask comes', () => {
    const { chores, timers, handle } = scheduled();
    expect(timers.map(({ ms }) => ms)).toEqual([STARTUP_CHORES_DELAY_MS]);
    timers[0]?.task();
    expect(chores).toHaveBeenCalledTimes(1);
    handle.answered();
    expect(chores).toHaveBeenCalledTimes(1);
  });
});
