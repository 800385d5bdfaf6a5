// The chores of every worker start (storage access restricted again, session notes pruned, the
// menu database's Dexie instance opened). A stopped worker is started by an ask, whose answer they
// would hold up (BENCHMARKS.md, "Place change with the worker stopped first"): they run once the
// first answer has left.

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
