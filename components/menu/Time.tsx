import { t } from '@/lib/i18n/messages';
import type { TimeTexts } from '@/lib/messages/view';

interface TimeAgoProps {
  /** Epoch ms, a valid instant (it has texts: lib/format/menu-texts.ts, timeTexts). */
  at: number;
  /** Null: no valid instant, nothing to show. */
  texts: TimeTexts | null;
  /** The sentence around the relative time ("Saved {ago}"), when it has one. */
  say?: (ago: string) => string;
}

/** "3 days ago", with the absolute time on hover. */
export function TimeAgo({ at, texts, say }: TimeAgoProps) {
  if (!texts) return null;
  const ago = texts.justNow ? t('time.justNow') : texts.ago;
  return (
    <time dateTime={new Date(at).toISOString()} title={texts.full}>
      {say ? say(ago) : ago}
    </time>
  );
}
