import { useEffect, useState } from 'preact/hooks';

/**
 * Bytes left to browser storage when little is (null otherwise): read when the page opens, and
 * again whenever `reread` changes (the options page after clearing saved menus). The options page
 * and the popup warn with it before storage fills.
 */
export function useStorageRoom(
  port: { littleRoomLeft(): Promise<number | null> },
  reread?: unknown,
): number | null {
  const [room, setRoom] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    port.littleRoomLeft().then(
      (value) => live && setRoom(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [port, reread]);
  return room;
}
