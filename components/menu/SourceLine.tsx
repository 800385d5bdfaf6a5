import { isValidInstant } from '@/lib/format/time-text';
import { safeHttpLink } from './links';
import { TimeAgo } from './Time';

interface SourceLineProps {
  sourceUrl: string | null;
  verifiedAt: number | null;
  now: number;
}

/** Where the menu came from and when it was last verified. */
export function SourceLine({ sourceUrl, verifiedAt, now }: SourceLineProps) {
  const link = safeHttpLink(sourceUrl);
  return (
    <footer class="mom-footer">
      <p class="mom-source">
        {'Source: '}
        {link ? (
          <a class="mom-link" href={link.href} target="_blank" rel="noopener noreferrer" title={link.href}>
            {link.host}
            <span class="mom-sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          'not given'
        )}
      </p>
      <p class="mom-verified">
        {isValidInstant(verifiedAt) ? (
          <>
            Verified <TimeAgo at={verifiedAt} now={now} />
          </>
        ) : (
          'Verification date unknown'
        )}
      </p>
    </footer>
  );
}
