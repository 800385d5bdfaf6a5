// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InlinePanel, type InlinePanelLayout } from '@/components/inline/InlinePanel';
import type { MenuView } from '@/lib/messages/view';
import {
  cached,
  emptyView,
  makeActions,
  menu,
  menuOfGrade,
  RESETS_AT,
  view,
  worded,
} from '@/tests/fixtures/menu-views';

afterEach(() => cleanup());

const WIDE: InlinePanelLayout = { collapsed: false, narrow: false, edge: 'top' };

function renderInline(shown: MenuView = view(), layout: Partial<InlinePanelLayout> = {}) {
  const actions = { ...makeActions(), onToggleCollapsed: vi.fn(), onMove: vi.fn() };
  const result = render(
    <InlinePanel view={worded(shown)} layout={{ ...WIDE, ...layout }} actions={actions} />,
  );
  return { ...result, actions };
}

const frame = () => document.querySelector('.mom-inline') as HTMLElement;

describe('InlinePanel, open', () => {
  it('shows the menu in one scroll region under a slim bar whose Hide button collapses it', () => {
    const { actions } = renderInline();
    expect(screen.getByRole('complementary', { name: 'Menu on Maps' })).toBeInTheDocument();
    const body = screen.getByRole('region', { name: 'Menu' });
    // Reachable by keyboard, so it can be scrolled without a mouse.
    expect(body).toHaveAttribute('tabindex', '0');
    expect(body.querySelectorAll('.mom-dish').length).toBeGreaterThan(0);
    const hide = screen.getByRole('button', { name: 'Hide' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(hide);
    expect(actions.onToggleCollapsed).toHaveBeenCalledTimes(1);
  });

  it('moves to the other edge on request, and says which', () => {
    const { actions, rerender } = renderInline();
    expect(frame()).toHaveClass('mom-inline--top');
    fireEvent.click(screen.getByRole('button', { name: 'Move down' }));
    expect(actions.onMove).toHaveBeenCalledTimes(1);
    rerender(<InlinePanel view={worded(view())} layout={{ ...WIDE, edge: 'bottom' }} actions={actions} />);
    expect(frame()).toHaveClass('mom-inline--bottom');
    expect(screen.getByRole('button', { name: 'Move up' })).toBeInTheDocument();
  });

  it('has no emoji and no chevron in its bar: one shows as a box without a colour emoji font, the other reads as a dropdown', () => {
    renderInline();
    const bar = document.querySelector('.mom-inline-bar');
    expect(bar?.textContent).toBe('Menu on MapsMove downHide');
    expect(bar?.textContent).not.toMatch(/[\p{Extended_Pictographic}▾▸▴▿⌄]/u);
  });
});

describe('InlinePanel, collapsed', () => {
  const chip = () => screen.getByRole('button', { expanded: false });

  it('is one button saying what the panel holds: "Menu · 6 dishes · Verified"', () => {
    const { actions } = renderInline(view(), { collapsed: true });
    expect(chip()).toHaveTextContent('Menu · 6 dishes · Verified');
    expect(document.querySelectorAll('.mom-dish')).toHaveLength(0);
    fireEvent.click(chip());
    expect(actions.onToggleCollapsed).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a place not in the catalog', emptyView({ kind: 'not_found' }), 'No menu in the catalogue'],
    [
      'a spent budget',
      emptyView({ kind: 'budget_exhausted', resetsAt: RESETS_AT }),
      'Service budget used up',
    ],
    ['a lookup held back', emptyView({ kind: 'manual', heldBack: true }), 'Menu · Not loaded'],
    ['automatic lookups off', emptyView({ kind: 'manual' }), 'Menu · Not loaded'],
    ['no key yet', emptyView({ kind: 'no_key' }), 'Menu · Add your API key'],
    ['offline', emptyView({ kind: 'offline' }), 'Menu · Offline'],
    [
      'a closed place',
      view({
        menu: cached(
          menu({ status: 'unavailable', rawStatus: 'unavailable', unavailableReason: 'closed_permanently' }),
        ),
      }),
      'Permanently closed',
    ],
    ['an unavailable menu', view({ menu: cached(menuOfGrade('unavailable')) }), 'Menu unavailable'],
    ['a place without a menu', view({ menu: cached(menuOfGrade('none')) }), 'No menu yet'],
    ['the first lookup', emptyView({ kind: 'loading' }), 'Menu · Looking up…'],
  ])('names the state for %s', (_, shown, text) => {
    renderInline(shown, { collapsed: true });
    expect(chip()).toHaveTextContent(text);
  });

  it('in a narrow window, keeps to the map side beside the place panel', () => {
    renderInline(view(), { collapsed: true, narrow: true, room: { mapSide: 232, beside: true } });
    expect(frame()).toHaveClass('mom-inline--narrow');
    expect(frame().style.getPropertyValue('--mom-map-side')).toBe('232px');
  });
});

describe('InlinePanel, narrow and open', () => {
  it('is a column beside the place panel when the map side has room', () => {
    renderInline(view(), { narrow: true, room: { mapSide: 292, beside: true } });
    expect(frame()).toHaveClass('mom-inline--beside');
    expect(screen.getByRole('button', { name: 'Move down' })).toBeInTheDocument();
  });

  it('is a sheet across the bottom when the map side is a sliver, with nowhere to move', () => {
    renderInline(view(), { narrow: true, room: { mapSide: 150, beside: false } });
    expect(frame()).toHaveClass('mom-inline--sheet');
    expect(screen.queryByRole('button', { name: /^Move/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Hide' })).toBeInTheDocument();
  });
});
