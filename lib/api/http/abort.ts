// Per-attempt cancellation: the caller's signal combined with a timeout (the platform's
// AbortSignal.any and AbortSignal.timeout: Chrome 116, Firefox 124), and a guard that stops waiting
// even when a fetch implementation ignores its signal.

export interface AttemptSignal {
  signal: AbortSignal;
  /** The attempt's own timeout fired (not the caller's abort). */
  timedOut(): boolean;
}

export function attemptSignal(caller: AbortSignal | undefined, timeoutMs: number): AttemptSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return {
    signal: caller ? AbortSignal.any([caller, timeout]) : timeout,
    timedOut: () => timeout.aborted,
  };
}

/** Settles like `promise`, or rejects as soon as `signal` aborts. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    promise.catch(() => {});
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The default sleep: resolves after `ms`, or at once when `signal` aborts. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
