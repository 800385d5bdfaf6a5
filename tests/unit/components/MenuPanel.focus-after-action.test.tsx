// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { cached, makeActions, menu, NOW, view } from '@/tests/fixtures/menu-views';
import { renderPanel, WordedPanel } from './render-panel';

/**
 * A stale saved menu with its Refresh button. `freshMenuLands`: a background refresh finishes, and
 * the fresh record has no Refresh button.
 */
function staleMenuWithRefresh() {
  const actions = makeActions();
  const stale = view({ menu: cached(menu(), { stale: true }), outcome: { kind: 'ok' }, offline: false });
  const { rerender } = renderPanel(stale, { actions });
  const fresh = view({ menu: cached(menu()), outcome: { kind: 'ok' } });
  return {
    refresh: screen.getByRole('button', { name: /Refresh/ }),
    freshMenuLands: () => rerender(<WordedPanel view={fresh} now={NOW} actions={actions} />),
  };
}

describe('a notice action that goes away with the next view', () => {
  it('leaves the focus on the panel heading, not on the page', () => {
    const stale = cached(menu(), { stale: true });
    const actions = makeActions();
    const { rerender } = renderPanel(view({ menu: stale, outcome: { kind: 'ok' }, offline: false }), {
      actions,
    });
    const refresh = screen.getByRole('button', { name: 'Refresh — uses 1 lookup' });
    refresh.focus();
    fireEvent.click(refresh);
    // What the panel shows while the refresh runs: the saved menu, no button.
    rerender(
      <WordedPanel
        view={view({ menu: stale, outcome: { kind: 'refreshing' } })}
        now={NOW}
        actions={actions}
      />,
    );
    expect(screen.queryByRole('button', { name: /Refresh/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 }));
  });

  it('does not take the focus when it was elsewhere', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    const stale = cached(menu(), { stale: true });
    const { rerender } = renderPanel(view({ menu: stale, outcome: { kind: 'ok' }, offline: false }));
    outside.focus();
    rerender(
      <WordedPanel
        view={view({ menu: stale, outcome: { kind: 'refreshing' } })}
        now={NOW}
        actions={makeActions()}
      />,
    );
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('does not take the focus back after the user moved it out of the panel', () => {
    const outside = document.createElement('input'); // e.g. the Maps search box
    document.body.append(outside);
    const { refresh, freshMenuLands } = staleMenuWithRefresh();
    // The user tabs onto Refresh, then clicks into the search box instead.
    refresh.focus();
    outside.focus();
    freshMenuLands();
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('does not take the focus after the user dropped it on the page', () => {
    const { refresh, freshMenuLands } = staleMenuWithRefresh();
    refresh.focus();
    refresh.blur(); // a click on an empty part of the map
    freshMenuLands();
    expect(document.activeElement).toBe(document.body);
  });
});
