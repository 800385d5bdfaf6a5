import type { JSX } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { sheetDragToggles } from '@/lib/content/inline-layout';

// The bottom sheet's handle (a phone, or a window whose map side is a sliver): dragged down it
// closes the sheet, dragged up from the collapsed bar it opens it; a tap, Enter or Space does the
// same through the handle's click, for keyboards and screen readers. The pointer is captured by the
// handle, whose `touch-action: none` keeps the drag from scrolling: nothing is prevented on the page,
// which scrolls as ever under and around the sheet. The listeners are the handle's own and go with it.

type PointerHandler = JSX.PointerEventHandler<HTMLElement>;

export interface SheetDrag {
  /** How far the sheet follows the finger now (CSS px, down positive); 0 when not dragged. */
  offset: number;
  handlers: {
    onPointerDown: PointerHandler;
    onPointerMove: PointerHandler;
    onPointerUp: PointerHandler;
    onPointerCancel: PointerHandler;
    onClick: JSX.MouseEventHandler<HTMLElement>;
  };
}

/** A few px of wobble in a tap are not a drag. */
const TAP_SLOP_PX = 6;

export function useSheetDrag(collapsed: boolean, toggle: () => void): SheetDrag {
  const start = useRef<{ pointerId: number; y: number } | null>(null);
  const dragged = useRef(false);
  const [offset, setOffset] = useState(0);
  const end = () => {
    start.current = null;
    setOffset(0);
  };
  return {
    offset,
    handlers: {
      onPointerDown(event) {
        if (!event.isPrimary || event.button !== 0) return;
        start.current = { pointerId: event.pointerId, y: event.clientY };
        dragged.current = false;
        event.currentTarget.setPointerCapture(event.pointerId);
      },
      onPointerMove(event) {
        const from = start.current;
        if (!from || from.pointerId !== event.pointerId) return;
        const dy = event.clientY - from.y;
        if (Math.abs(dy) > TAP_SLOP_PX) dragged.current = true;
        // The sheet follows only toward where it can go.
        setOffset(collapsed ? Math.min(0, dy) : Math.max(0, dy));
      },
      onPointerUp(event) {
        const from = start.current;
        if (!from || from.pointerId !== event.pointerId) return;
        end();
        if (dragged.current && sheetDragToggles(collapsed, event.clientY - from.y)) toggle();
      },
      onPointerCancel: end,
      onClick() {
        // A drag ends in a click on the handle: the drag has decided already.
        if (dragged.current) {
          dragged.current = false;
          return;
        }
        toggle();
      },
    },
  };
}
