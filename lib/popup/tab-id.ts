/** The `tab` query parameter of the popup page (set when it is opened as a page), else null. */
export function tabIdFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('tab');
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
