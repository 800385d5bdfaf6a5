const BARS = [
  { id: 'title', size: 'mom-bar--medium' },
  { id: 'line-1', size: 'mom-bar--long' },
  { id: 'line-2', size: 'mom-bar--short' },
  { id: 'line-3', size: 'mom-bar--long' },
] as const;

/** Grey placeholder bars while the first lookup runs. */
export function MenuSkeleton() {
  return (
    <div class="mom-skeleton" role="status" aria-busy="true">
      <span class="mom-sr-only">Loading the menu…</span>
      {BARS.map((bar) => (
        <div key={bar.id} class={`mom-bar ${bar.size}`} aria-hidden="true" />
      ))}
    </div>
  );
}
