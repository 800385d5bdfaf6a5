// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { MenuPanel } from '@/components/menu/MenuPanel';
import { failureWords } from '@/lib/format/pending-words';
import { cached, makeActions, menu, NON_OK_OUTCOMES, RESETS_AT, view } from '@/tests/fixtures/menu-views';
import { dishNames, renderPanel } from './render-panel';

function notice(container: Element): Element | null {
  return container.querySelector('.mom-notice');
}

describe('a saved menu with a lookup that did not succeed', () => {
  it.each(NON_OK_OUTCOMES.map((outcome) => [outcome.kind, outcome] as const))(
    '%s: the menu stays visible under a notice',
    (_kind, outcome) => {
      const { container } = renderPanel(view({ outcome }));
      expect(dishNames(container)).toContain('Tomato soup');
      expect(notice(container)).not.toBeNull();
      // A notice, not a full-panel state that would replace the menu.
      expect(container.querySelector('.mom-state')).toBeNull();
    },
  );

  it('shows no notice when the lookup succeeded', () => {
    const { container } = renderPanel(view({ outcome: { kind: 'ok' } }));
    expect(notice(container)).toBeNull();
  });

  it("budget exhausted: banner naming the service's budget for the key, the reset date, and only Open options (no lookup could succeed before it)", () => {
    const { container, actions } = renderPanel(
      view({ outcome: { kind: 'budget_exhausted', resetsAt: RESETS_AT } }),
    );
    const date = 'Dec 1, 2026';
    expect(notice(container)).toHaveTextContent('The menu service’s monthly budget for your key is used up.');
    expect(notice(container)).toHaveTextContent(`Lookups resume on ${date}. Showing the saved menu.`);
    expect(notice(container)?.querySelectorAll('button')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Open options' }));
    expect(actions.onOpenOptions).toHaveBeenCalledTimes(1);
    expect(actions.onLookup).not.toHaveBeenCalled();
  });

  it('error: shows the message and Try again calls onLookup, with the menu below', () => {
    const { container, actions } = renderPanel(
      view({ outcome: { kind: 'error', problem: { kind: 'text', text: 'Timed out.' } } }),
    );
    expect(notice(container)).toHaveTextContent('Couldn’t refresh the menu. Showing the saved one.');
    expect(notice(container)).toHaveTextContent('Timed out.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again — uses 1 lookup' }));
    expect(actions.onLookup).toHaveBeenCalledTimes(1);
    const banner = notice(container);
    const list = container.querySelector('.mom-dish-list');
    expect(
      banner && list && banner.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('key invalid: Open options calls onOpenOptions', () => {
    const { container, actions } = renderPanel(view({ outcome: { kind: 'key_invalid' } }));
    expect(notice(container)).toHaveTextContent('The API key was refused.');
    fireEvent.click(screen.getByRole('button', { name: 'Open options' }));
    expect(actions.onOpenOptions).toHaveBeenCalledTimes(1);
  });

  it('allowance reached: Open options calls onOpenOptions', () => {
    const { actions } = renderPanel(view({ outcome: { kind: 'allowance_reached', allowance: 1 } }));
    expect(screen.getByText(/You set an allowance of 1 lookup a month/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open options' }));
    expect(actions.onOpenOptions).toHaveBeenCalledTimes(1);
  });

  it('manual: offers a billed refresh', () => {
    const { actions } = renderPanel(view({ outcome: { kind: 'manual' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh — uses 1 lookup' }));
    expect(actions.onLookup).toHaveBeenCalledTimes(1);
  });
});

describe('markers', () => {
  it('marks a refresh in progress, keeps the saved menu readable and shows no notice', () => {
    const { container } = renderPanel(view({ outcome: { kind: 'refreshing' } }));
    expect(screen.getByRole('status')).toHaveTextContent('Refreshing…');
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(notice(container)).toBeNull();
    expect(dishNames(container)).toContain('Tomato soup');
  });

  it('marks a stale saved menu', () => {
    renderPanel(view({ menu: cached(menu(), { stale: true }), outcome: { kind: 'refreshing' } }));
    expect(screen.getByText('Stale')).toHaveAttribute('title', 'Older than your freshness setting');
  });

  it('marks offline when the view says so, and not otherwise', () => {
    const { unmount } = renderPanel(view({ offline: true }));
    expect(screen.getByText('Offline')).toBeInTheDocument();
    unmount();
    renderPanel(view({ offline: false }));
    expect(screen.queryByText('Offline')).toBeNull();
    expect(screen.queryByText('Stale')).toBeNull();
    expect(screen.queryByText('Refreshing…')).toBeNull();
  });

  it('shows an offline outcome with a saved menu as the offline marker', () => {
    renderPanel(view({ outcome: { kind: 'offline' }, offline: false }));
    expect(screen.getByText('Offline')).toBeInTheDocument();
  });
});

// With "Refresh stale saved menus automatically" off, decideLookup answers a stale record with
// outcome 'ok' (lib/worker/lookup/lookup-policy.ts: `if (cached && !wanted) return answer({ kind: 'ok' })`).
describe('a stale saved menu with automatic refresh off', () => {
  it('offers a billed refresh instead of leaving the user with no way to update it', () => {
    const { actions } = renderPanel(
      view({ menu: cached(menu(), { stale: true }), outcome: { kind: 'ok' }, offline: false }),
    );
    expect(screen.getByText('Stale')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh — uses 1 lookup' }));
    expect(actions.onLookup).toHaveBeenCalledTimes(1);
  });

  it('offers nothing for a fresh menu, nor for a stale one while offline', () => {
    const { unmount } = renderPanel(view({ outcome: { kind: 'ok' } }));
    expect(screen.queryByRole('button', { name: /Refresh/ })).toBeNull();
    unmount();
    renderPanel(view({ menu: cached(menu(), { stale: true }), outcome: { kind: 'ok' }, offline: true }));
    expect(screen.queryByRole('button', { name: /Refresh/ })).toBeNull();
  });
});

describe('a menu that is not saved on this device', () => {
  it('is never marked Saved, and says why when its write failed', () => {
    const unsaved = cached(menu(), { unsaved: true });
    const pending = renderPanel(view({ menu: unsaved, outcome: { kind: 'ok' } }));
    expect(pending.container.textContent).not.toContain('Saved');
    pending.unmount();
    const failed = renderPanel(
      view({
        menu: unsaved,
        outcome: { kind: 'not_saved', problem: { kind: 'text', text: 'Browser storage is full.' } },
      }),
    );
    expect(failed.container.textContent).not.toContain('Saved');
    expect(notice(failed.container)?.textContent).toContain('This menu could not be saved on this device.');
    expect(notice(failed.container)?.textContent).toContain('Browser storage is full.');
  });
});

describe('a failure is said once, with one Try again', () => {
  // Words may carry both the state and the banner (the worker's, a worker that never answered):
  // the panel draws the state only without a menu, the banner only above one.
  const outcome = { kind: 'error', problem: { kind: 'no_answer' } } as const;
  const words = () => failureWords('The extension did not answer.');
  const retries = () => screen.queryAllByRole('button', { name: 'Try again — uses 1 lookup' });

  it('without a saved menu: the state alone', () => {
    const { container } = render(
      <MenuPanel view={view({ menu: null, outcome })} words={words()} actions={makeActions()} />,
    );
    expect(retries()).toHaveLength(1);
    expect(container.querySelector('.mom-state')).toHaveTextContent('The extension did not answer.');
    expect(notice(container)).toBeNull();
  });

  it('above a saved menu: the banner alone', () => {
    const { container } = render(
      <MenuPanel view={view({ outcome })} words={words()} actions={makeActions()} />,
    );
    expect(retries()).toHaveLength(1);
    expect(notice(container)).toHaveTextContent('The extension did not answer.');
    expect(container.querySelector('.mom-state')).toBeNull();
    expect(dishNames(container)).toContain('Tomato soup');
  });
});
