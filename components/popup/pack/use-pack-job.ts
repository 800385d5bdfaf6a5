import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { caughtMessage } from '@/lib/format/error-text';
import type { PackJobView, PackStartView } from '@/lib/messages/protocol';
import type { PopupPort } from '@/lib/popup/popup-port';

/** How often the popup reads a running pack's progress. */
export const PACK_POLL_MS = 400;

/**
 * The view to show when `next` arrives over `shown`: answers can arrive out of order (a progress read
 * sent before Cancel answered after it), and a pack that ended never runs again.
 */
export function laterJob(shown: PackJobView | null, next: PackJobView | null): PackJobView | null {
  if (shown && next && shown.id === next.id && shown.status !== 'running' && next.status === 'running') {
    return shown;
  }
  return next;
}

export interface PackProblem {
  action: 'start' | 'cancel';
  detail: string;
}

export interface PackJobState {
  /** The last pack (running, or its outcome when the popup is reopened). */
  job: PackJobView | null;
  /** A start or a cancel failed (null: none did); `detail`: the caught words, under "Technical details". */
  problem: PackProblem | null;
  /** A start is on its way to the worker: its button waits (a second click would start it again). */
  starting: boolean;
  /** Another list's pack, running, that a start found in its way (shown in words, with its Cancel). */
  busy: PackJobView | null;
  /**
   * A start found the pack now bills more lookups than its button said: nothing was started, and
   * the new price is read again for the user to accept (the button says it).
   */
  repriced: boolean;
  /** Shows a pack the worker answered with. */
  show(job: PackJobView | null): void;
  /** Shows the pack `started` answers with, or why it did not start. */
  start(started: Promise<PackStartView>): void;
  cancel(): void;
}

/**
 * A pack as the popup follows it: its progress read while it runs, `onEnded` once it ends (what is
 * saved is read again), or once a start found a higher price (read again too).
 */
export function usePackJob(port: PopupPort, onEnded: () => void): PackJobState {
  const [job, setJob] = useState<PackJobView | null>(null);
  const [problem, setProblem] = useState<PackProblem | null>(null);
  const [starting, setStarting] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [repriced, setRepriced] = useState(false);
  const show = useCallback((next: PackJobView | null) => setJob((shown) => laterJob(shown, next)), []);
  const ended = useRef(onEnded);
  ended.current = onEnded;
  const wasRunning = useRef(false);

  // While it runs, its progress alone (the worker's memory, no question to the tab); once it ends,
  // what it saved is read again.
  const running = job?.status === 'running';
  useEffect(() => {
    if (!running) {
      if (wasRunning.current) ended.current();
      wasRunning.current = false;
      return;
    }
    wasRunning.current = true;
    const timer = setInterval(() => void port.packStatus().then(show, () => undefined), PACK_POLL_MS);
    return () => clearInterval(timer);
  }, [running, port, show]);

  return {
    job,
    problem,
    starting,
    // Followed like any running pack (its progress read) until it ends.
    busy: running && job?.id === busyId ? job : null,
    repriced,
    show,
    start(started) {
      setProblem(null);
      setRepriced(false);
      setStarting(true);
      started
        .then(
          (answer) => {
            if ('repriced' in answer) {
              setRepriced(true);
              ended.current();
              return;
            }
            setBusyId(answer.busy ? answer.id : null);
            show(answer);
          },
          (error: unknown) => setProblem({ action: 'start', detail: caughtMessage(error) }),
        )
        .finally(() => setStarting(false));
    },
    cancel() {
      port
        .cancelPack()
        .then(show, (error: unknown) => setProblem({ action: 'cancel', detail: caughtMessage(error) }));
    },
  };
}
