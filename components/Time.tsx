import { formatDateTime, relativeTime } from './format';

interface TimeAgoProps {
  /** Epoch ms; callers check it with isValidInstant first. */
  at: number;
  now: number;
}

/** "3 days ago", with the absolute time on hover. */
export function TimeAgo({ at, now }: TimeAgoProps) {
  // The absolute time is formatted when the pointer comes, not at render: it needs Intl, whose first
  // call in a page costs tens of ms, and the inline panel renders on every Maps page.
  const showAbsolute = (event: { currentTarget: HTMLElement }) => {
    event.currentTarget.title = formatDateTime(at);
  };
  return (
    <time dateTime={new Date(at).toISOString()} onMouseEnter={showAbsolute}>
      {relativeTime(at, now)}
    </time>
  );
}
