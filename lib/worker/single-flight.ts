/** One running task per key: concurrent callers with the same key share its promise. */
export interface SingleFlight<T> {
  run(key: string, task: () => Promise<T>): Promise<T>;
  isRunning(key: string): boolean;
}

export function createSingleFlight<T>(): SingleFlight<T> {
  const running = new Map<string, Promise<T>>();
  return {
    run(key, task) {
      const existing = running.get(key);
      if (existing) return existing;
      const promise = Promise.resolve()
        .then(task)
        .finally(() => running.delete(key));
      running.set(key, promise);
      return promise;
    },
    isRunning: (key) => running.has(key),
  };
}
