/** One running task per key: concurrent callers with the same key share its promise. */
export function createSingleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  /**
   * For a task whose answer comes before all its work is done (a write after a lookup): callers get
   * `value` at once, and the key stays running until `tail` settles, so that no second task starts
   * before the first one's effects are in place.
   */
  const runWithTail = (
    key: string,
    task: () => Promise<{ value: T; tail: Promise<unknown> }>,
  ): Promise<T> => {
    const existing = running.get(key);
    if (existing) return existing;
    const started = Promise.resolve().then(task);
    const value = started.then((answer) => answer.value);
    running.set(key, value);
    void started
      .then((answer) => answer.tail)
      .catch(() => undefined)
      .finally(() => running.delete(key));
    return value;
  };
  return {
    run(key: string, task: () => Promise<T>): Promise<T> {
      const existing = running.get(key);
      if (existing) return existing;
      const promise = Promise.resolve()
        .then(task)
        .finally(() => running.delete(key));
      running.set(key, promise);
      return promise;
    },
    runWithTail,
    isRunning: (key: string) => running.has(key),
  };
}
