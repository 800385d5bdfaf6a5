import { useCallback, useEffect, useState } from 'preact/hooks';
import { caughtMessage } from '@/lib/format/error-text';
import type { PackJobView, ThisListView } from '@/lib/messages/protocol';
import type { PackListRequest, PopupPort } from '@/lib/popup/popup-port';

/** How often the popup reads a running pack's progress. */
export const PACK_POLL_MS = 400;

export interface ThisListState {
  /** The results list the tab shows; null while unknown or when it shows none. */
  list: ThisListView | null;
  /** The last pack (running, or its outcome when the popup is reopened). */
  job: PackJobView | null;
  problem: string | null;
  start(list: PackListRequest): void;
  cancel(): void;
}

/** The popup's "this list": the tab's results list and the pack over it, read again while one runs. */
export function useThisList(port: PopupPort): ThisListState {
  const [list, setList] = useState<ThisListView | null>(null);
  const [job, setJob] = useState<PackJobView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [tabId, setTabId] = useState<number | null>(null);

  const load = useCallback(
    async (tab: number) => {
      const answer = await port.thisList(tab);
      setList(answer.list);
      setJob(answer.job);
    },
    [port],
  );

  useEffect(() => {
    let live = true;
    void port
      .currentTabId()
      .then((tab) => {
        if (!live || tab === null) return;
        setTabId(tab);
        return load(tab);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [port, load]);

  // A place saved meanwhile (its panel, another popup) is shown saved.
  useEffect(() => {
    if (tabId === null) return;
    const controller = new AbortController();
    port.onMenuUpdated(() => void load(tabId).catch(() => undefined), controller.signal);
    return () => controller.abort();
  }, [port, tabId, load]);

  const running = job?.status === 'running';
  useEffect(() => {
    if (!running || tabId === null) return;
    const timer = setInterval(() => void load(tabId).catch(() => undefined), PACK_POLL_MS);
    return () => clearInterval(timer);
  }, [running, tabId, load]);

  return {
    list,
    job,
    problem,
    start(request) {
      setProblem(null);
      port.startPack(request).then(setJob, (error: unknown) => setProblem(caughtMessage(error)));
    },
    cancel() {
      port.cancelPack().then(setJob, (error: unknown) => setProblem(caughtMessage(error)));
    },
  };
}
