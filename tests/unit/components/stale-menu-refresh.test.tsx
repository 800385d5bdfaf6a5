// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { cached, menu, view } from '@/tests/fixtures/menu-views';
import { renderPanel } from './render-panel';

// With "Refresh stale saved menus automatically" off, decideLookup answers a stale record with
// outcome 'ok' (lib/worker/lookup-policy.ts: `if (cached && !wanted) return answer({ kind: 'ok' })`).
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
