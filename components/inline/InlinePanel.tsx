import { Component } from 'preact';
import { MenuPanel } from '@/components/menu/MenuPanel';
import type { MenuPanelActions } from '@/components/menu/panel-props';
import { menuChipText } from '@/lib/format/menu-text';
import { textDirection } from '@/lib/i18n/languages';
import { messageLanguage, t } from '@/lib/i18n/messages';
import type { WordedView } from '@/lib/messages/view';
import { SheetDrag } from './sheet-drag';

export interface InlinePanelLayout {
  collapsed: boolean;
  /** A narrow window: the chip opens as a sheet at the bottom of the map side. */
  narrow: boolean;
  edge: 'top' | 'bottom';
  /**
   * Narrow windows: the map side's width beside Maps' place panel (CSS px), and whether the open
   * panel fits there as a column (else it opens as a sheet across the bottom).
   */
  room?: { mapSide: number; beside: boolean };
}

export interface InlinePanelProps {
  /** With its words: the worker's answer, or the panel's own (lib/format/pending-words.ts). */
  view: WordedView;
  layout: InlinePanelLayout;
  actions: MenuPanelActions & { onToggleCollapsed(): void; onMove(): void };
}

/** The panel on Maps pages: a chip that says what it holds, or the menu under a slim bar. */
export class InlinePanel extends Component<InlinePanelProps, { offset: number }> {
  override state = { offset: 0 };
  private readonly drag = new SheetDrag((offset) => this.setState({ offset }));

  render() {
    const { view, layout, actions } = this.props;
    const { offset } = this.state;
    const { collapsed, narrow, edge, room } = layout;
    const classes = ['mom-inline', `mom-inline--${edge}`];
    if (collapsed) classes.push('mom-inline--collapsed');
    if (narrow) classes.push('mom-inline--narrow', room?.beside ? 'mom-inline--beside' : 'mom-inline--sheet');
    // A sheet spans the bottom of the window: there is no other edge to move it to.
    const movable = !narrow || room?.beside === true;
    const sheet = !movable;
    const drag = this.drag.handlers(collapsed, actions.onToggleCollapsed);
    const style = {
      ...(room && { '--mom-map-side': `${room.mapSide}px` }),
      ...(sheet && offset !== 0 && { transform: `translateY(${offset}px)` }),
    };
    // The panel speaks its catalogue's language, in its direction (menu sections keep their own: dir="auto").
    const language = messageLanguage();
    const speaks = { lang: language, dir: textDirection(language) };

    if (collapsed) {
      const summary = view.menu ? menuChipText(view.menu.menu) : view.words.chip;
      return (
        <aside class={classes.join(' ')} style={style} aria-label={t('inline.label')} {...speaks}>
          <button
            type="button"
            class="mom-pill"
            aria-expanded="false"
            title={t('inline.show')}
            {...(sheet ? drag : { onClick: actions.onToggleCollapsed })}
          >
            {sheet && <span class="mom-sheet-grip" aria-hidden="true" />}
            <span class="mom-mark" aria-hidden="true" />
            <span class="mom-pill-text">{summary}</span>
          </button>
        </aside>
      );
    }

    const moveTo = edge === 'top' ? 'bottom' : 'top';
    return (
      <aside class={classes.join(' ')} style={style} aria-label={t('inline.label')} {...speaks}>
        {sheet && (
          <button
            type="button"
            class="mom-sheet-handle"
            aria-expanded="true"
            aria-label={t('inline.hide')}
            title={t('inline.hide')}
            {...drag}
          >
            <span class="mom-sheet-grip" aria-hidden="true" />
          </button>
        )}
        <div class="mom-inline-bar">
          <span class="mom-mark" aria-hidden="true" />
          <span class="mom-inline-title">{t('app.name')}</span>
          {movable && (
            <button type="button" class="mom-bar-button" title={t('inline.move')} onClick={actions.onMove}>
              {moveTo === 'bottom' ? t('inline.moveDown') : t('inline.moveUp')}
            </button>
          )}
          <button
            type="button"
            class="mom-bar-button"
            aria-expanded="true"
            title={t('inline.hide')}
            onClick={actions.onToggleCollapsed}
          >
            {t('common.hide')}
          </button>
        </div>
        {/* The one scroll region: reachable by keyboard to be scrolled without a mouse. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard access to the scrolling panel */}
        <section class="mom-inline-body" tabIndex={0} aria-label={t('inline.body')}>
          <MenuPanel view={view} words={view.words} actions={actions} />
        </section>
      </aside>
    );
  }
}
