import { absoluteTime, relativeTime } from '@/lib/format/time-text';

interface TimeAgoProps {
  /** Epoch ms; callers check it with isValidInstant first. */
  at: number;
  now: number;
}

/** "3 days ago", with the absolute time on hover. */
export function TimeAgo({ at, now }: TimeAgoProps) {
  return (
    <time dateTime={new Date(at).toISOString()} title={absoluteTime(at)}>
      {relativeTime(at, now)}
    </time>
  );
}
