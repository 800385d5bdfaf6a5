/**
 * How wide the map is beside Maps' place panel (CSS px), the room of a narrow window's chip and sheet.
 * `[role="main"]` is the one stable landmark (field notes); without it the whole window is map.
 */
export function mapSideWidth(page: Document, view: Window): number {
  const main = page.querySelector('[role="main"]');
  const rect = main?.getBoundingClientRect();
  if (!rect || rect.width === 0) return view.innerWidth;
  const rtl = view.getComputedStyle(page.documentElement).direction === 'rtl';
  return Math.max(0, rtl ? rect.left : view.innerWidth - rect.right);
}
