import { useCallback, useEffect, useLayoutEffect, useState } from 'preact/hooks';
import type { StatusView } from '@/lib/messages/view';
import type { PopupPort } from '@/lib/popup/popup-port';

/** The worker's status (key, budget); `refresh` after anything that may have billed. */
export function usePopupStatus(port: PopupPort): { status: StatusView | null; refresh(): void } {
  const [status, setStatus] = useState<StatusView | null>(null);
  const refresh = useCallback(() => {
    port.status().then(setStatus, () => setStatus(null));
  }, [port]);
  // A layout effect, as in use-menu-view.ts: asked at once, alongside the menu.
  useLayoutEffect(() => {
    refresh();
    const controller = new AbortController();
    port.onMenuUpdated(refresh, controller.signal);
    return () => controller.abort();
  }, [port, refresh]);
  return { status, refresh };
}

/** navigator.onLine and its events: a hint only (a failed request is the real signal). */
export function useOnline(port: PopupPort): boolean {
  const [online, setOnline] = useState(() => port.isOnline());
  useEffect(() => {
    const controller = new AbortController();
    port.onOnlineChange(setOnline, controller.signal);
    return () => controller.abort();
  }, [port]);
  return online;
}
