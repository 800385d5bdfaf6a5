/**
 * One running task per key, whose `value` concurrent callers share. `tail`: work the answer does not
 * wait for (a write after a lookup); the key runs until it settles, so no second task starts before
 * the first one's effects are in place.
 */
export function createSingleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return {
    run(key: string, task: () => Promise<{ value: T; tail?: Promise<unknown> }>): Promise<T> {
      const existing = running.get(key);
      if (existing) return existing;
      const release = () => void running.delete(key);
      const value = Promise.resolve()
        .then(task)
        .then(
          (answer) => {
            if (answer.tail) void answer.tail.catch(() => undefined).finally(release);
            else release();
            return answer.value;
          },
          (error: unknown) => {
            release();
            throw error;
          },
        );
      running.set(key, value);
      return value;
    },
    isRunning: (key: string) => running.has(key),
  };
}
