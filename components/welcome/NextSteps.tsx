import { useEffect, useId, useRef } from 'preact/hooks';
import { type Feedback, FormStatus } from '@/components/options/FormStatus';
import { t } from '@/lib/i18n/messages';

interface NextStepsProps {
  /** The open Maps tabs the worker told of the new connection. */
  mapsTabs: number;
  autoLookup: boolean;
  /** A saved menu older than `freshnessDays` is looked up again (billed) when its place is opened. */
  autoRefresh: boolean;
  freshnessDays: number;
  /** Saved, but the worker did not confirm (and its words): the form that said so is gone. */
  unconfirmed: Feedback;
}

/**
 * After Connect: where the menus appear now, and what they cost. Connect only saves the key (no
 * connection test, which would bill): the first lookup is what checks it.
 */
export function NextSteps({ mapsTabs, autoLookup, autoRefresh, freshnessDays, unconfirmed }: NextStepsProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the focus was in is gone: the focus moves to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section class="options-section welcome-next" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('welcome.keySaved')}
      </h2>
      <p>{t('welcome.keyChecked')}</p>
      {unconfirmed && <FormStatus feedback={unconfirmed} />}
      <p class="welcome-now">{openTabsText(mapsTabs)}</p>
      <ul class="welcome-points">
        <li>
          {autoLookup ? t('welcome.auto') : t('welcome.manual')} {t('welcome.savedFree')}
        </li>
        {autoRefresh && <li>{t('welcome.refresh', { count: freshnessDays })}</li>}
        <li>{t('welcome.toolbar')}</li>
      </ul>
      <p>
        <a class="welcome-more" href="/options.html">
          {t('welcome.allOptions')}
        </a>
        {t('welcome.allOptionsWhat')}
      </p>
    </section>
  );
}

/** Where the first menu appears: the Maps tabs already open update themselves. */
export function openTabsText(mapsTabs: number): string {
  if (mapsTabs === 1) return t('welcome.oneTab');
  if (mapsTabs > 1) return t('welcome.tabs', { count: mapsTabs });
  return t('welcome.noTab');
}
