import type { MenuStatus } from '@/lib/api/model';
import { gradeInfo } from '@/lib/format/menu-text';

interface StatusBadgeProps {
  status: MenuStatus;
  rawStatus: string | null;
}

/** The grade as text in its own colour; the explanation is the tooltip (and the note below it). */
export function StatusBadge({ status, rawStatus }: StatusBadgeProps) {
  const info = gradeInfo(status, rawStatus);
  return (
    <span class={`mom-badge mom-badge--${info.tone}`} title={info.description}>
      {info.label}
    </span>
  );
}
