import { useCallback, useEffect, useLayoutEffect, useState } from 'preact/hooks';
import type { StatusView } from '@/lib/messages/view';
import type { PopupBackend } from '@/lib/popup/types';

/** The worker's status (key, budget); `refresh` after anything that may have billed. */
export function usePopupStatus(backend: PopupBackend): { status: StatusView | null; refresh(): void } {
  const [status, setStatus] = useState<StatusView | null>(null);
  const refresh = useCallback(() => {
    backend.status().then(setStatus, () => setStatus(null));
  }, [backend]);
  // A layout effect, as in use-menu-view.ts: asked at once, alongside the menu.
  useLayoutEffect(() => {
    refresh();
    const controller = new AbortController();
    backend.onMenuUpdated(refresh, controller.signal);
    return () => controller.abort();
  }, [backend, refresh]);
  return { status, refresh };
}

/** navigator.onLine and its events: a hint only (a failed request is the real signal). */
export function useOnline(backend: PopupBackend): boolean {
  const [online, setOnline] = useState(() => backend.isOnline());
  useEffect(() => {
    const controller = new AbortController();
    backend.onOnlineChange(setOnline, controller.signal);
    return () => controller.abort();
  }, [backend]);
  return online;
}
