// The chores of every worker start (storage access restricted, session notes pruned, the menu
// database opened) would hold up the answer to the ask that started it (BENCHMARKS.md, "Place change
// with the worker stopped first"): they run once the first answer has left.

/** The chores wait at most this long for the first answer (a worker woken by no message). */
export const STARTUP_CHORES_DELAY_MS = 1_000;

/** Runs `chores` once: when `answered()` is first called, or after STARTUP_CHORES_DELAY_MS. */
export function startupChores(chores: () => void): { answered(): void } {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    chores();
  };
  setTimeout(run, STARTUP_CHORES_DELAY_MS);
  return { answered: run };
}
