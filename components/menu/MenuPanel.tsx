import { Component } from 'preact';
import { restaurantName } from '@/lib/format/menu-text';
import type { MessageActionKind } from '@/lib/messages/view';
import { MenuContent } from './MenuContent';
import { MenuSkeleton } from './MenuSkeleton';
import { PanelHeader } from './PanelHeader';
import { PanelMessage } from './PanelMessage';
import type { MenuPanelActions, MenuPanelProps } from './panel-props';

// Counted ids rather than useId: preact/hooks would grow the content script (its size is a budget).
let panelCount = 0;

/** One place's menu, for the inline Maps panel and (compact) the popup. Renders only. */
export class MenuPanel extends Component<MenuPanelProps> {
  private readonly headingId = `mom-heading-${++panelCount}`;
  /** Whether the focus is in this panel right before an update (Preact passes it on below). */
  override getSnapshotBeforeUpdate(): boolean {
    const base = this.base as Element | undefined;
    const active = (base?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement;
    return !!active && !!base?.contains(active);
  }

  override componentDidUpdate(_props: MenuPanelProps, _state: unknown, hadFocus: boolean) {
    // Try again / Refresh go away while the request runs: keep the focus in the panel (on its heading)
    // instead of letting it drop to the page, a whole Maps page away for a keyboard user. Only when
    // this update took it: never from wherever the user has put it. (Chrome fires a focusout for
    // the removed button, so what last had focus cannot tell.)
    const active = document.activeElement;
    if (hadFocus && (!active || active === document.body)) {
      (this.base as Element | undefined)?.querySelector<HTMLElement>(`#${this.headingId}`)?.focus();
    }
  }

  render() {
    const { view, compact = false, words, actions } = this.props;
    const { outcome, menu } = view;
    const panelClass = compact ? 'mom-panel mom-panel--compact' : 'mom-panel';
    const onAction = (does: MessageActionKind) => runAction(actions, does);
    // A failure is said once, with one Try again: the state fills a panel without a menu, the notice
    // sits above a menu shown (the words may carry both).
    const { state, notice, left } = words;

    if (outcome.kind === 'no_place') {
      return (
        <section class={panelClass}>
          {state && <PanelMessage variant="state" content={state} onAction={onAction} />}
        </section>
      );
    }

    const busy = outcome.kind === 'loading' || outcome.kind === 'refreshing';
    // Mark offline whenever a saved menu is shown offline, even if view.offline lags behind.
    const offline = view.offline || (outcome.kind === 'offline' && menu !== null);

    return (
      // Busy only while nothing is shown: a busy region may be withheld from screen readers.
      <section
        class={panelClass}
        aria-labelledby={this.headingId}
        aria-busy={busy && !menu ? 'true' : undefined}
      >
        <PanelHeader
          headingId={this.headingId}
          name={restaurantName(menu?.menu.name, view.nameHint)}
          cached={menu}
          offline={offline}
          refreshing={busy && menu !== null}
        />
        {menu && notice && <PanelMessage variant="notice" content={notice} onAction={onAction} left={left} />}
        {menu && (
          <MenuContent
            menu={menu.menu}
            prices={menu.texts.prices}
            preferences={view.dietPreferences}
            changes={menu.changes && words.changes}
            askAgain={words.askAgain}
            onDismissChanges={actions.onDismissChanges}
          />
        )}
        {!menu &&
          (state ? (
            <PanelMessage variant="state" content={state} onAction={onAction} left={left} />
          ) : (
            <MenuSkeleton />
          ))}
      </section>
    );
  }
}

function runAction(actions: MenuPanelActions, does: MessageActionKind): void {
  if (does === 'openOptions') actions.onOpenOptions();
  else actions.onLookup();
}
