import { useId } from 'preact/hooks';
import { TechnicalDetail } from '@/components/menu/PanelMessage';
import { outcomeWording } from '@/lib/format/outcome-wording';
import { t } from '@/lib/i18n/messages';
import type { LookupOutcome, MessageAction } from '@/lib/messages/view';
import { noAnswer } from '@/lib/popup/popup-views';
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
  const failed = failedOutcome(remote);
  const failure = failed ? outcomeWording(failed, now).search : null;
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
      <TechnicalDetail class="mom-technical-detail" text={failure?.technicalDetail} />
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

/**
 * Why a search found nothing, as an outcome: the service's or the worker's refusal, or the worker
 * not answering at all (said as the panel says it, its words under "Technical details").
 */
function failedOutcome(remote: RemoteResults | null): LookupOutcome | null {
  if (remote?.state === 'failed') return noAnswer(remote.error);
  return remote?.state === 'done' && !remote.response.ok ? remote.response.outcome : null;
}

/** `failure`: a failed search's sentence, worded once by the view above. */
function RemoteSummary({ remote, failure }: { remote: RemoteResults; failure: string | null }) {
  if (remote.state === 'loading') return <p class="popup-note">{t('search.searchingAll')}</p>;
  if (remote.state === 'failed' || !remote.response.ok) return <p class="popup-error">{failure}</p>;
  const { response } = remote;
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
