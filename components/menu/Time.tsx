import { absoluteTime, relativeTime } from '@/lib/format/time-text';

interface TimeAgoProps {
  /** Epoch ms; callers check it with isValidInstant first. */
  at: number;
  now: number;
  /** The sentence around the relative time ("Saved {ago}"), when it has one. */
  say?: (ago: string) => string;
}

/** "3 days ago", with the absolute time on hover. */
export function TimeAgo({ at, now, say }: TimeAgoProps) {
  const ago = relativeTime(at, now);
  return (
    <time dateTime={new Date(at).toISOString()} title={absoluteTime(at)}>
      {say ? say(ago) : ago}
    </time>
  );
}
