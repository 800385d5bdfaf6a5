import { t } from '@/lib/i18n/messages';

interface SectionNavProps {
  sections: ReadonlyArray<{ title: string; count: number }>;
}

/**
 * Buttons that bring a section to the top of the panel and put the focus on its heading. Buttons,
 * not `#fragment` links: a link would rewrite the Maps page's URL, which Maps navigates on.
 */
export function SectionNav({ sections }: SectionNavProps) {
  const jump = (event: MouseEvent, index: number) => {
    const list = (event.currentTarget as Element).closest('.mom-dish-list');
    const section = list?.querySelectorAll('.mom-section')[index];
    section?.scrollIntoView({ block: 'start' });
    section?.querySelector<HTMLElement>('.mom-section-title')?.focus({ preventScroll: true });
  };
  return (
    <nav class="mom-section-nav" aria-label={t('dishes.sections')}>
      {/* Keyed by position: the next place's sections (other titles) update these in place. */}
      {sections.map(({ title, count }, index) => (
        <button
          key={index}
          type="button"
          class="mom-section-link"
          dir="auto"
          onClick={(event) => jump(event, index)}
        >
          {title} <span class="mom-section-count">{count}</span>
        </button>
      ))}
    </nav>
  );
}
