import type { JSX } from 'preact';
import { sheetDragToggles } from '@/lib/content/inline-layout';

// The bottom sheet's handle (a phone, or a window whose map side is a sliver): dragged down it
// closes the sheet, dragged up from the collapsed bar it opens it; a tap, Enter or Space does the
// same through the handle's click, for keyboards and screen readers. The pointer is captured by the
// handle, whose `touch-action: none` keeps the drag from scrolling: nothing is prevented on the page,
// which scrolls as ever under and around the sheet. The listeners are the handle's own and go with it.
// A class its component keeps, not a hook: preact/hooks would grow the content script (its size is a budget).

type PointerHandler = JSX.PointerEventHandler<HTMLElement>;

export interface SheetDragHandlers {
  onPointerDown: PointerHandler;
  onPointerMove: PointerHandler;
  onPointerUp: PointerHandler;
  onPointerCancel: PointerHandler;
  onClick: JSX.MouseEventHandler<HTMLElement>;
}

/** A few px of wobble in a tap are not a drag. */
const TAP_SLOP_PX = 6;

export class SheetDrag {
  private start: { pointerId: number; y: number } | null = null;
  private dragged = false;

  /** `follow`: how far the sheet follows the finger now (CSS px, down positive); 0 when not dragged. */
  constructor(private readonly follow: (offset: number) => void) {}

  /** The handle's listeners, for the sheet as it is now. */
  handlers(collapsed: boolean, toggle: () => void): SheetDragHandlers {
    const end = () => {
      this.start = null;
      this.follow(0);
    };
    return {
      onPointerDown: (event) => {
        if (!event.isPrimary || event.button !== 0) return;
        this.start = { pointerId: event.pointerId, y: event.clientY };
        this.dragged = false;
        event.currentTarget.setPointerCapture(event.pointerId);
      },
      onPointerMove: (event) => {
        const from = this.start;
        if (!from || from.pointerId !== event.pointerId) return;
        const dy = event.clientY - from.y;
        if (Math.abs(dy) > TAP_SLOP_PX) this.dragged = true;
        // The sheet follows only toward where it can go.
        this.follow(collapsed ? Math.min(0, dy) : Math.max(0, dy));
      },
      onPointerUp: (event) => {
        const from = this.start;
        if (!from || from.pointerId !== event.pointerId) return;
        end();
        if (this.dragged && sheetDragToggles(collapsed, event.clientY - from.y)) toggle();
      },
      onPointerCancel: end,
      onClick: () => {
        // A drag ends in a click on the handle: the drag has decided already.
        if (this.dragged) {
          this.dragged = false;
          return;
        }
        toggle();
      },
    };
  }
}
