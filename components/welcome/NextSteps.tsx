import { useEffect, useId, useRef } from 'preact/hooks';

interface NextStepsProps {
  /** The open Maps tabs the worker told of the new connection. */
  mapsTabs: number;
  autoLookup: boolean;
}

/** After Connect: where the menus appear now, and what they cost. */
export function NextSteps({ mapsTabs, autoLookup }: NextStepsProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the focus was in is gone: the focus moves to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section class="options-section welcome-next" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        You're connected
      </h2>
      <p class="welcome-now">{openTabsText(mapsTabs)}</p>
      <ul class="welcome-points">
        <li>
          {autoLookup
            ? 'Each restaurant you open on Google Maps is looked up once, which uses 1 lookup of your plan.'
            : 'Automatic lookups are off: a menu is looked up when you click “Show menu” (1 lookup each).'}{' '}
          Its menu is then saved on this device and shows again for free, even offline.
        </li>
        <li>The toolbar button searches the dishes of every menu you have seen.</li>
      </ul>
      <p>
        <a class="welcome-more" href="/options.html">
          All options
        </a>
        : diets to highlight, a monthly allowance, your saved menus.
      </p>
    </section>
  );
}

/** Where the first menu appears: the Maps tabs already open update themselves. */
export function openTabsText(mapsTabs: number): string {
  if (mapsTabs === 1) return 'Go back to Google Maps: your open tab updates without a reload.';
  if (mapsTabs > 1) return `Go back to Google Maps: your ${mapsTabs} open tabs update without a reload.`;
  return 'Open a restaurant on Google Maps: its menu appears beside the place. A Google Maps tab that was open before you installed Menu on Maps shows it after a reload.';
}
