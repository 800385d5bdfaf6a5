import { Component } from 'preact';
import type { Menu } from '@/lib/api/model';
import { closedLabel, gradeInfo, unavailableWhy } from '@/lib/format/menu-text';
import { t } from '@/lib/i18n/messages';
import type { TimeTexts } from '@/lib/messages/view';
import { TimeAgo } from './Time';

interface TrustLineProps {
  menu: Menu;
  /** The menu's own date in words (CachedMenu.texts.verified); null when it has none. */
  verified: TimeTexts | null;
}

interface TrustLineState {
  /** The grade's definition is shown. */
  open: boolean;
}

/**
 * How far the menu can be trusted, first: its grade and its own date on one line ("Verified · 3 days
 * ago"), a closed place's closure instead of the grade. The grade's definition waits behind an info
 * button rather than taking two lines on every menu. A class: preact/hooks would grow the content
 * script (its size is a budget).
 */
export class TrustLine extends Component<TrustLineProps, TrustLineState> {
  override state: TrustLineState = { open: false };

  private toggle = () => this.setState(({ open }) => ({ open: !open }));

  render() {
    const { menu, verified } = this.props;
    const info = gradeInfo(menu.status, menu.rawStatus);
    const closed = closedLabel(menu);
    const separator = splitSeparator(t('menu.dateSeparator'));
    // The info button explains what the line leads with: a closure, else the grade.
    const subject = closed
      ? { label: closed, description: unavailableWhy(menu) }
      : { label: info.label, description: info.description };
    return (
      <div class="mom-trust">
        <p class="mom-trust-line">
          {closed ? (
            // A line of its own: "Permanently closed · checked 9 months ago" is too long for the panel,
            // and a line that wraps before its "·" would start with it.
            <strong class="mom-grade mom-grade--closed mom-closure">{closed}</strong>
          ) : (
            <strong class={`mom-grade mom-grade--${info.tone}`}>{info.label}</strong>
          )}
          {/* Without a date, nothing: "· date unknown" would start its line with the "·". */}
          {closed && verified && (
            <span class="mom-trust-date mom-checked">
              {t('menu.checkedAgo')}
              <TimeAgo at={menu.verifiedAt as number} texts={verified} />
            </span>
          )}
          {verified && !closed && (
            <>
              {separator.lead}
              {/* One piece with its separator: a narrow panel breaks the line before "· 3 days ago",
                  never inside it nor after the "·", which would end the line above. */}
              <span class="mom-trust-date">
                {separator.mark}
                <TimeAgo at={menu.verifiedAt as number} texts={verified} />
              </span>
            </>
          )}
          {!verified && !closed && menu.status !== 'none' && t('menu.dateUnknown')}
          <button
            type="button"
            class="mom-info"
            aria-expanded={this.state.open}
            aria-label={t('menu.gradeMeans', { grade: subject.label })}
            title={t('menu.gradeMeans', { grade: subject.label })}
            onClick={this.toggle}
          >
            {t('menu.gradeInfoButton')}
          </button>
        </p>
        {/* The exact date is also the hover title of the time above, which a finger cannot reach. */}
        {this.state.open && (
          <p class="mom-grade-note">
            {verified
              ? t('outcome.twoSentences', {
                  first: subject.description,
                  second: t('menu.checkedOn', { date: verified.full }),
                })
              : subject.description}
          </p>
        )}
      </div>
    );
  }
}

/**
 * The separator's leading space, where the line may break, and the rest (" · " gives " " and "· "),
 * which stays with the date after it.
 */
function splitSeparator(separator: string): { lead: string; mark: string } {
  const mark = separator.trimStart();
  return { lead: separator.slice(0, separator.length - mark.length), mark };
}
