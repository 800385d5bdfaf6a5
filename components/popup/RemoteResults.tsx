import { useId } from 'preact/hooks';
import { TechnicalDetail } from '@/components/menu/PanelMessage';
import { outcomeWording } from '@/lib/format/outcome-wording';
import { t } from '@/lib/i18n/messages';
import type { MessageAction } from '@/lib/messages/view';
import { type ResultItem, resultItems } from '@/lib/popup/result-items';
import { ResultList } from './ResultList';
import type { RemoteResults } from './use-dish-search';

interface RemoteResultsProps {
  remote: RemoteResults | null;
  now: number;
  onOpen(item: ResultItem & { placeId: string }): void;
  onOpenOptions(): void;
}

/** The outcome of "Search all restaurants": results, or why there are none. */
export function RemoteResultsView({ remote, now, onOpen, onOpenOptions }: RemoteResultsProps) {
  const heading = useId();
  const failure =
    remote?.state === 'done' && !remote.response.ok
      ? outcomeWording(remote.response.outcome, now).search
      : null;
  // The worker's own failure (it did not answer): its caught words, as a technical detail too.
  const technicalDetail = remote?.state === 'failed' ? remote.error : failure?.technicalDetail;
  // The section and its live region stay in the page before the first search: a region that
  // appears together with its text is not read out by screen readers.
  return (
    <section aria-labelledby={remote ? heading : undefined} class="popup-results">
      {remote && (
        <h2 id={heading} class="popup-section-title">
          {t('search.allHeading')}
        </h2>
      )}
      <div role="status">{remote && <RemoteSummary remote={remote} failure={failure?.title ?? null} />}</div>
      {technicalDetail && <TechnicalDetail class="mom-technical-detail" text={technicalDetail} />}
      {failure && <FailureAction action={failure.action} onOpenOptions={onOpenOptions} />}
      {remote?.state === 'done' && remote.response.ok && (
        <ResultList
          items={resultItems(remote.response.result.hits)}
          now={now}
          label={t('search.allMatches')}
          onOpen={onOpen}
        />
      )}
    </section>
  );
}

/** `failure`: a refused search's sentence, worded once by the view above. */
function RemoteSummary({ remote, failure }: { remote: RemoteResults; failure: string | null }) {
  if (remote.state === 'loading') return <p class="popup-note">{t('search.searchingAll')}</p>;
  if (remote.state === 'failed') return <p class="popup-error">{t('search.failed')}</p>;
  const { response } = remote;
  if (!response.ok) return <p class="popup-error">{failure}</p>;
  const count = response.result.hits.length;
  const found = count === 0 ? t('search.allNone', { query: remote.query }) : t('search.allFound', { count });
  return (
    <p class="popup-note">
      {found} {response.keptAnswer ? t('search.keptAnswer') : t('search.billed')}
    </p>
  );
}

interface FailureActionProps {
  action: MessageAction | null;
  onOpenOptions(): void;
}

/**
 * A failed search's one action: the options page (the key, the service, the allowance). A search
 * line offers no lookup (outcome-wording.ts): the search button above sends the query again.
 */
function FailureAction({ action, onOpenOptions }: FailureActionProps) {
  if (action?.does !== 'openOptions') return null;
  return (
    <button type="button" class="popup-button" onClick={onOpenOptions}>
      {action.label}
    </button>
  );
}
