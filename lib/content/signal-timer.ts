// The content script's timers, each tied to its AbortSignal. WXT's ctx.setTimeout leaves a listener
// on the signal for every timer it ever set, and the place watcher sets one on every URL change.

/** Runs a task once after `ms`; returns a function that cancels it. */
export type Later = (task: () => void, ms: number) => () => void;

/** Timers that never run once `signal` aborted or `alive()` is false (the extension reloaded), and leave nothing on it. */
export function signalTimer(signal: AbortSignal, alive: () => boolean = () => true): Later {
  return (task, ms) => {
    if (signal.aborted) return () => undefined;
    const cancel = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', cancel);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', cancel);
      if (!signal.aborted && alive()) task();
    }, ms);
    signal.addEventListener('abort', cancel, { once: true });
    return cancel;
  };
}
