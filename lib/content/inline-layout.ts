import type { MenuView } from '@/lib/messages/view';
import type { InlinePreferences } from '@/lib/storage/areas/inline-preferences';

// Where the inline panel sits and whether it is open, free of the DOM.

/**
 * Below this window width (CSS px) the floating panel would cover Maps' place panel (408 + 360 +
 * 2 × 16), so it becomes a chip that opens as a sheet at the bottom of the map side.
 */
export const NARROW_WIDTH = 800;

/** The narrowest column (30 characters) the open panel keeps to beside Maps' place panel; else a sheet across the window. */
export const BESIDE_MIN_WIDTH = 200;
/** Margin between the panel and the window's edge in a narrow window. */
const NARROW_MARGIN = 8;

/** A narrow window's room: the map side beside the place panel, and whether the panel fits there. */
export function narrowRoom(mapSide: number) {
  return { mapSide, beside: mapSide - 2 * NARROW_MARGIN >= BESIDE_MIN_WIDTH };
}

/** A place not in the catalog says so in a chip, not in an open panel: a museum pops nothing up. */
function quiet(view: MenuView): boolean {
  return view.menu === null && view.outcome.kind === 'not_found';
}

export function createInlineLayout(preferences: InlinePreferences, narrowAtStart: boolean) {
  let { collapsed: hiddenByUser, edge } = preferences;
  let narrow = narrowAtStart;
  // A narrow window starts with the chip; opened, the sheet stays open from place to place.
  let sheetOpen = false;
  // The place whose quiet chip the user opened.
  let quietOpened: string | null = null;

  const collapsed = (view: MenuView) => {
    if (quiet(view)) return quietOpened !== view.placeId;
    return narrow ? !sheetOpen : hiddenByUser;
  };

  return {
    /** The layout for what is shown now; `collapsed`: shown as a one-line chip. */
    layout: (view: MenuView) => ({ collapsed: collapsed(view), narrow, edge }),
    /** The user pressed the chip or Hide; returns the preference to remember (a wide window's hiding). */
    toggle(view: MenuView): Partial<InlinePreferences> {
      const open = collapsed(view);
      if (quiet(view)) {
        quietOpened = open ? view.placeId : null;
        return {};
      }
      if (narrow) {
        sheetOpen = open;
        return {};
      }
      hiddenByUser = !open;
      return { collapsed: hiddenByUser };
    },
    /** Move to the other edge; returns the preference to remember. */
    move(): Partial<InlinePreferences> {
      edge = edge === 'top' ? 'bottom' : 'top';
      return { edge };
    },
    setNarrow(next: boolean) {
      narrow = next;
    },
    /** The user hid the panel: automatic lookups wait until it is opened (in a narrow window, its sheet). */
    hidden: () => hiddenByUser && !(narrow && sheetOpen),
  };
}

/** How far (CSS px) a drag on the bottom sheet's handle travels to close or open it; less springs back. */
export const SHEET_DRAG_PX = 40;

/** Whether a drag of `dy` px (down is positive) on the sheet's handle closes the open sheet or opens the collapsed one. */
export function sheetDragToggles(collapsed: boolean, dy: number): boolean {
  return collapsed ? dy <= -SHEET_DRAG_PX : dy >= SHEET_DRAG_PX;
}
