import { t } from '@/lib/i18n/messages';

// Widths of the placeholder lines: a title, then text.
const BARS = ['medium', 'long', 'short', 'long'] as const;

/** Grey placeholder bars while the first lookup runs. */
export function MenuSkeleton() {
  return (
    <div class="mom-skeleton" role="status" aria-busy="true">
      <span class="mom-sr-only">{t('menu.loading')}</span>
      {BARS.map((size, line) => (
        <div key={line} class={`mom-bar mom-bar--${size}`} aria-hidden="true" />
      ))}
    </div>
  );
}
