import { describe, expect, it } from 'vitest';
import {
  BESIDE_MIN_WIDTH,
  createInlineLayout,
  narrowRoom,
  SHEET_DRAG_PX,
  sheetDragToggles,
} from '@/lib/content/inline-layout';
import { emptyView, view } from '@/tests/fixtures/menu-views';

const OPEN = { collapsed: false, edge: 'top' } as const;
const menuShown = view();
const notFound = emptyView({ kind: 'not_found' });

describe('createInlineLayout, wide window', () => {
  it('is open unless the user hid it; hiding is a preference to remember, and holds lookups', () => {
    const layout = createInlineLayout(OPEN, false);
    expect(layout.layout(menuShown)).toEqual({ collapsed: false, narrow: false, edge: 'top' });
    expect(layout.hidden()).toBe(false);
    expect(layout.toggle(menuShown)).toEqual({ collapsed: true });
    expect(layout.layout(menuShown).collapsed).toBe(true);
    expect(layout.hidden()).toBe(true);
    expect(layout.toggle(menuShown)).toEqual({ collapsed: false });
    expect(layout.hidden()).toBe(false);
  });

  it('starts hidden when the user left it so', () => {
    const layout = createInlineLayout({ collapsed: true, edge: 'bottom' }, false);
    expect(layout.layout(menuShown)).toEqual({ collapsed: true, narrow: false, edge: 'bottom' });
    expect(layout.hidden()).toBe(true);
  });

  it('moves between the top and bottom edge, remembered', () => {
    const layout = createInlineLayout(OPEN, false);
    expect(layout.move()).toEqual({ edge: 'bottom' });
    expect(layout.layout(menuShown).edge).toBe('bottom');
    expect(layout.move()).toEqual({ edge: 'top' });
  });
});

describe('createInlineLayout, a place not in the catalog', () => {
  it('shows a chip that the user may open for that place only, remembering nothing', () => {
    const layout = createInlineLayout(OPEN, false);
    expect(layout.layout(notFound).collapsed).toBe(true);
    // The chip is quiet, not hidden: lookups for the next place go ahead.
    expect(layout.hidden()).toBe(false);
    expect(layout.toggle(notFound)).toEqual({});
    expect(layout.layout(notFound).collapsed).toBe(false);
    const elsewhere = { ...notFound, placeId: 'ChIJ-another-place' };
    expect(layout.layout(elsewhere).collapsed).toBe(true);
    expect(layout.layout(menuShown).collapsed).toBe(false);
  });

  it('is quiet only while it has no menu: a saved one shows open', () => {
    const layout = createInlineLayout(OPEN, false);
    expect(layout.layout(view({ outcome: { kind: 'not_found' } })).collapsed).toBe(false);
  });
});

describe('createInlineLayout, narrow window', () => {
  it('starts as a chip and opens as a sheet for this page only; lookups are not held', () => {
    const layout = createInlineLayout(OPEN, true);
    expect(layout.layout(menuShown)).toEqual({ collapsed: true, narrow: true, edge: 'top' });
    expect(layout.hidden()).toBe(false);
    expect(layout.toggle(menuShown)).toEqual({});
    expect(layout.layout(menuShown).collapsed).toBe(false);
    // The sheet stays open from place to place.
    expect(layout.layout(view({ placeId: 'ChIJ-next' })).collapsed).toBe(false);
    expect(layout.toggle(menuShown)).toEqual({});
    expect(layout.layout(menuShown).collapsed).toBe(true);
  });

  it('follows the window across the threshold: a hidden panel stays hidden, narrow or wide', () => {
    const layout = createInlineLayout({ collapsed: true, edge: 'top' }, false);
    layout.setNarrow(true);
    // The chip shows either way; the user's choice still holds automatic lookups (issue 31).
    expect(layout.hidden()).toBe(true);
    layout.setNarrow(false);
    expect(layout.hidden()).toBe(true);
    expect(layout.layout(menuShown).collapsed).toBe(true);
  });

  it('a panel hidden in a wide window holds lookups in a narrow one until its sheet is opened', () => {
    const layout = createInlineLayout({ collapsed: true, edge: 'top' }, true);
    expect(layout.hidden()).toBe(true);
    expect(layout.layout(menuShown).collapsed).toBe(true);
    expect(layout.toggle(menuShown)).toEqual({});
    expect(layout.hidden()).toBe(false);
    expect(layout.toggle(menuShown)).toEqual({});
    expect(layout.hidden()).toBe(true);
  });
});

describe('narrowRoom', () => {
  it('keeps the open panel beside the place panel while the map side holds a readable column', () => {
    expect(narrowRoom(232)).toEqual({ mapSide: 232, beside: true });
    expect(narrowRoom(BESIDE_MIN_WIDTH + 16)).toEqual({ mapSide: BESIDE_MIN_WIDTH + 16, beside: true });
    expect(narrowRoom(BESIDE_MIN_WIDTH + 15).beside).toBe(false);
    expect(narrowRoom(0).beside).toBe(false);
  });
});

describe('sheetDragToggles', () => {
  it('closes the open sheet on a drag down, opens the collapsed one on a drag up, and springs back from less', () => {
    expect(sheetDragToggles(false, SHEET_DRAG_PX)).toBe(true);
    expect(sheetDragToggles(false, SHEET_DRAG_PX - 1)).toBe(false);
    expect(sheetDragToggles(false, -200)).toBe(false);
    expect(sheetDragToggles(true, -SHEET_DRAG_PX)).toBe(true);
    expect(sheetDragToggles(true, -SHEET_DRAG_PX + 1)).toBe(false);
    expect(sheetDragToggles(true, 200)).toBe(false);
  });
});
