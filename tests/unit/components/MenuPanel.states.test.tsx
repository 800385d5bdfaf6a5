// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { LookupOutcome } from '@/lib/messages/view';
import { emptyView, MINUTE, NOW, RESETS_AT, view } from '@/tests/fixtures/menu-views';
import { renderPanel } from './render-panel';

function heading(name: string | RegExp) {
  return screen.getByRole('heading', { name });
}

describe('MenuPanel without a saved menu', () => {
  it('shows a skeleton while loading, busy and with words for screen readers', () => {
    const { container } = renderPanel(emptyView({ kind: 'loading' }));
    expect(container.querySelector('section.mom-panel')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('.mom-bar').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('Loading the menu…')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the skeleton for a refresh that has nothing to show yet', () => {
    const { container } = renderPanel(emptyView({ kind: 'refreshing' }));
    expect(container.querySelectorAll('.mom-bar').length).toBeGreaterThanOrEqual(3);
  });

  it('asks for an API key and opens the options', () => {
    const { actions } = renderPanel(emptyView({ kind: 'no_key' }));
    expect(heading('Add your API key to see menus')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open options' }));
    expect(actions.onOpenOptions).toHaveBeenCalledTimes(1);
    expect(actions.onLookup).not.toHaveBeenCalled();
  });

  it('offers a manual lookup that says it costs one lookup', () => {
    const { actions } = renderPanel(emptyView({ kind: 'manual' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show menu — uses 1 lookup' }));
    expect(actions.onLookup).toHaveBeenCalledTimes(1);
    expect(actions.onOpenOptions).not.toHaveBeenCalled();
  });

  it('says when the restaurant is not in the catalog, with no billed retry', () => {
    renderPanel(emptyView({ kind: 'not_found', autoLookup: true }));
    expect(heading('This place is not in the menu catalogue yet')).toBeInTheDocument();
    // The 404 is remembered a week, with no button to ask again: the panel says when it asks itself.
    expect(
      screen.getByText(
        'Menus are added over time; Menu on Maps asks the menu service again when you open this place after a week.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('with automatic lookups off, says the user can look the place up after the week, not that it asks itself', () => {
    renderPanel(emptyView({ kind: 'not_found' }));
    expect(heading('This place is not in the menu catalogue yet')).toBeInTheDocument();
    expect(
      screen.getByText('Menus are added over time; after a week, you can look this place up again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Menu on Maps asks/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("explains an exhausted budget as the service's for the key, with the reset date, what still works and the way to the options, offering no futile retry", () => {
    const { actions } = renderPanel(emptyView({ kind: 'budget_exhausted', resetsAt: RESETS_AT }));
    expect(heading('The menu service’s monthly budget for your key is used up')).toBeInTheDocument();
    const date = 'Dec 1, 2026';
    expect(
      screen.getByText(
        `Lookups resume on ${date}. Saved menus still show, and the toolbar button searches them. To look up more this month, save a key with a bigger plan in the options.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Open options' }));
    expect(actions.onOpenOptions).toHaveBeenCalledTimes(1);
    expect(actions.onLookup).not.toHaveBeenCalled();
  });

  it('explains that the user-set allowance is reached, where to raise it, and links to the options', () => {
    const { actions } = renderPanel(emptyView({ kind: 'allowance_reached', allowance: 500 }));
    expect(heading('Your monthly allowance is reached')).toBeInTheDocument();
    expect(
      screen.getByText(
        'You set an allowance of 500 lookups a month. Raise it in the options or wait for next month.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open options' }));
    expect(actions.onOpenOptions).toHaveBeenCalledTimes(1);
  });

  it('says the key was refused and links to the options', () => {
    const { actions } = renderPanel(emptyView({ kind: 'key_invalid' }));
    expect(heading('The API key was refused')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open options' }));
    expect(actions.onOpenOptions).toHaveBeenCalledTimes(1);
  });

  it('shows the error message and retries', () => {
    const { actions } = renderPanel(
      emptyView({ kind: 'error', problem: { kind: 'text', text: 'The service answered 503.' } }),
    );
    expect(heading('Couldn’t load the menu')).toBeInTheDocument();
    expect(screen.getByText('The service answered 503.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again — uses 1 lookup' }));
    expect(actions.onLookup).toHaveBeenCalledTimes(1);
  });

  it('says something went wrong for an empty error message', () => {
    renderPanel(emptyView({ kind: 'error', problem: { kind: 'text', text: '  ' } }));
    expect(screen.getByText('Something went wrong.')).toBeInTheDocument();
  });

  it('says the menu is not saved while offline, and offers no lookup that cannot work', () => {
    renderPanel(emptyView({ kind: 'offline', autoLookup: true }, { offline: true }));
    expect(heading('You’re offline and this menu isn’t saved yet')).toBeInTheDocument();
    expect(screen.getByText('It will load once you are back online.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /uses 1 lookup/ })).toBeNull();
  });

  it('offline with automatic lookups off, says the lookup is then for the user to make', () => {
    renderPanel(emptyView({ kind: 'offline' }, { offline: true }));
    expect(screen.getByText('Once you are back online, you can look it up.')).toBeInTheDocument();
    expect(screen.queryByText(/will load/)).toBeNull();
  });

  it('says until when the tab is paused', () => {
    const resetsAt = NOW + 10 * MINUTE;
    renderPanel(emptyView({ kind: 'tab_limit', resetsAt }));
    const time = new Date(resetsAt).toLocaleTimeString('en', { timeStyle: 'short' });
    expect(heading(`Too many new places looked up from this tab; paused until ${time}`)).toBeInTheDocument();
  });

  it('asks to open a restaurant when there is no place (popup)', () => {
    renderPanel(emptyView({ kind: 'no_place' }, { placeId: null, nameHint: null }));
    expect(heading('Open a restaurant in Google Maps to see its menu')).toBeInTheDocument();
    expect(screen.queryByText('This place')).toBeNull();
  });

  it('announces every state through a status region', () => {
    const outcomes: LookupOutcome[] = [
      { kind: 'no_key' },
      { kind: 'not_found' },
      { kind: 'key_invalid' },
      { kind: 'error', problem: { kind: 'text', text: 'x' } },
      { kind: 'offline' },
    ];
    for (const outcome of outcomes) {
      const { unmount } = renderPanel(emptyView(outcome));
      expect(screen.getByRole('status')).toContainElement(screen.getAllByRole('heading')[1] ?? null);
      unmount();
    }
  });
});

describe('restaurant name', () => {
  it('uses the name hint from the Maps URL when nothing is saved', () => {
    renderPanel(emptyView({ kind: 'not_found' }, { nameHint: 'Café Lumière' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Café Lumière');
  });

  it('says "This place" when there is no name at all', () => {
    renderPanel(emptyView({ kind: 'not_found' }, { nameHint: null }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('This place');
  });

  it('labels the panel with the name', () => {
    renderPanel(emptyView({ kind: 'manual' }, { nameHint: 'Da Mario' }));
    expect(screen.getByRole('region', { name: 'Da Mario' })).toBeInTheDocument();
  });
});

describe('technical details', () => {
  it('are shown only behind a details control, outside the live region, and as text', () => {
    const detail = '<b>Buy our premium tier</b> at http://evil.example';
    const { container } = renderPanel(
      emptyView({
        kind: 'error',
        problem: { kind: 'api', error: 'bad_request', status: 418 },
        detail,
      }),
    );
    expect(screen.getByRole('heading', { name: 'Couldn’t load the menu' })).toBeInTheDocument();
    const details = container.querySelector('details.mom-technical-detail');
    expect(details).not.toBeNull();
    expect(details?.hasAttribute('open')).toBe(false);
    expect(details?.querySelector('summary')?.textContent).toBe('Technical details');
    expect(details?.closest('[role="status"]')).toBeNull();
    expect(details?.querySelector('p')?.textContent).toBe(detail);
    expect(details?.querySelector('p')?.getAttribute('dir')).toBe('auto');
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('.mom-state-detail')?.textContent).not.toContain('evil');
  });
});

describe('lookups left', () => {
  const lookupsLeft = { left: 238, of: 1000, source: 'service' as const };

  it('stands beside a button that bills, when the monthly figure is known', () => {
    renderPanel(emptyView({ kind: 'manual' }, { lookupsLeft }));
    expect(screen.getByText('238 of 1,000 lookups left')).toBeInTheDocument();
  });

  it('stands beside a billed refresh above a saved menu too', () => {
    renderPanel(view({ outcome: { kind: 'manual' }, lookupsLeft }));
    expect(screen.getByText('238 of 1,000 lookups left')).toBeInTheDocument();
  });

  it('is not shown beside a button that does not bill, nor when no figure is known', () => {
    const { unmount } = renderPanel(emptyView({ kind: 'key_invalid' }, { lookupsLeft }));
    expect(screen.queryByText(/lookups left/)).toBeNull();
    unmount();
    renderPanel(emptyView({ kind: 'manual' }));
    expect(screen.queryByText(/lookups left/)).toBeNull();
  });
});
