/** "about 340 KB" — the cache size is an estimate (JSON length of the stored records). */
export function approximateSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return 'under 1 KB';
  const format = (value: number) =>
    new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(value);
  if (bytes < 1024 * 1024) return `about ${format(Math.round(bytes / 1024))} KB`;
  return `about ${format(bytes / (1024 * 1024))} MB`;
}
