import { useCallback, useEffect, useState } from 'preact/hooks';
import type { ThisListView } from '@/lib/messages/protocol';
import type { PackListRequest, PopupPort } from '@/lib/popup/popup-port';
import { type PackJobState, usePackJob } from './use-pack-job';

export interface ThisListState {
  /** The results list the tab shows; null while unknown or when it shows none. */
  list: ThisListView | null;
  pack: PackJobState;
  /** Starts the pack over `list` at the price shown (`cost`). */
  start(list: PackListRequest, cost: number): void;
}

/** The popup's "this list": the tab's results list and the pack over it. */
export function useThisList(port: PopupPort): ThisListState {
  const [list, setList] = useState<ThisListView | null>(null);
  const [tabId, setTabId] = useState<number | null>(null);
  const reload = () => {
    if (tabId !== null) void load(tabId).catch(() => undefined);
  };
  const pack = usePackJob(port, reload);
  const { show } = pack;

  const load = useCallback(
    async (tab: number) => {
      const answer = await port.thisList(tab);
      setList(answer.list);
      show(answer.job);
    },
    [port, show],
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

  return {
    list,
    pack,
    start: (request, cost) => pack.start(port.startPack(request, cost)),
  };
}
