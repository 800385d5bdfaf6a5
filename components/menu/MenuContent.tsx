import { ChangesNote } from '@/components/dishes/ChangesNote';
import { DishBrowser } from '@/components/dishes/DishBrowser';
import type { Menu } from '@/lib/api/model';
import { unavailableWhy } from '@/lib/format/menu-text';
import { t } from '@/lib/i18n/messages';
import type { ChangeTexts, MessageContent } from '@/lib/messages/view';
import { safeHttpLink } from './links';
import { PanelMessage } from './PanelMessage';

interface MenuContentProps {
  menu: Menu;
  /** Each dish's price in words (CachedMenu.texts.prices). */
  prices: ReadonlyArray<string | null>;
  preferences: readonly string[];
  /** What changed since the saved menu this record replaced, in words, until dismissed. */
  changes?: ChangeTexts | undefined;
  /** A record without a menu: when the service is asked again, in words (PanelWords.askAgain). */
  askAgain?: string | undefined;
  onDismissChanges?(): void;
}

/** The record itself: its dishes, or why there are none, then its source when given (its date leads the panel). */
export function MenuContent({
  menu,
  prices,
  preferences,
  changes,
  askAgain,
  onDismissChanges,
}: MenuContentProps) {
  const missing = missingMenuMessage(menu, askAgain ?? null);
  return (
    <>
      {missing ? (
        <PanelMessage variant="state" content={missing} />
      ) : (
        <>
          {changes && <ChangesNote changes={changes} onDismiss={onDismissChanges} />}
          <DishBrowser menu={menu} prices={prices} preferences={preferences} changes={changes} />
        </>
      )}
      <SourceLine sourceUrl={menu.sourceUrl} />
    </>
  );
}

/**
 * Where the record came from, when it says so with a link that can be opened. None given, or one that
 * is not http(s) (never linked): no line at all, since "Source: not given" under every such menu told
 * the reader nothing.
 */
function SourceLine({ sourceUrl }: { sourceUrl: string | null }) {
  const link = safeHttpLink(sourceUrl);
  if (!link) return null;
  return (
    <footer class="mom-footer">
      {t('menu.sourceLabel')}
      <a class="mom-link" href={link.href} target="_blank" rel="noopener noreferrer" title={link.href}>
        {link.host}
        <span class="mom-sr-only">{t('common.opensNewTab')}</span>
      </a>
    </footer>
  );
}

/**
 * Why a record lists no dishes; null when it has a menu to show. A record without a menu says what
 * happens next (`askAgain`), not a third way of saying there is none.
 */
function missingMenuMessage(menu: Menu, askAgain: string | null): MessageContent | null {
  if (menu.status === 'unavailable') {
    // The trust line already leads with "Menu unavailable" or the closure: the notice says why.
    return { title: unavailableWhy(menu), detail: null, action: null, tone: 'warning' };
  }
  if (menu.status !== 'none') return null;
  return {
    title: t('menu.noMenuRead'),
    detail: askAgain,
    action: null,
    tone: 'info',
  };
}
