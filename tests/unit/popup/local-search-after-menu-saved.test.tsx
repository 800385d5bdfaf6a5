// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PopupApp } from '@/components/popup/PopupApp';
import { fakePopupPort } from '@/tests/fixtures/pages/fake-popup-port';
import { localHit } from '@/tests/fixtures/pages/menus';

// The worker pushes menu.updated to extension pages once a menu is written to the cache (for
// instance the current tab's, or one just opened from "Search all restaurants"). The free search of
// saved menus shown at that moment must include it, not keep "No saved menu has …".

afterEach(cleanup);

describe('popup: saved-menu search after a menu is saved', () => {
  it('searches the saved menus again when the worker says a menu was saved', async () => {
    const { port, pushMenuUpdated } = fakePopupPort();
    render(<PopupApp port={port} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Search' }));
    const input = screen.getByRole('searchbox', { name: 'Search dishes' });
    fireEvent.input(input, { target: { value: 'pizza' } });
    expect(await screen.findByText('No saved menu has “pizza”.')).toBeTruthy();

    port.searchLocal.mockResolvedValue([localHit('Pizza bianca', 'ChIJ_forno', 'Forno Rosso')]);
    await act(async () => pushMenuUpdated('ChIJ_forno'));

    expect(await screen.findByText('1 match in saved menus.')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Matches in saved menus' });
    expect(within(list).getByRole('button', { name: /Pizza bianca/ })).toBeTruthy();
    expect(port.searchRemote).not.toHaveBeenCalled();
  });

  it('keeps the shown results while it searches again (no flash of "Searching…")', async () => {
    const { port, pushMenuUpdated } = fakePopupPort();
    port.searchLocal.mockResolvedValue([localHit('Pizza bianca', 'ChIJ_forno', 'Forno Rosso')]);
    render(<PopupApp port={port} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Search' }));
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search dishes' }), { target: { value: 'pizza' } });
    expect(await screen.findByText('1 match in saved menus.')).toBeTruthy();
    const calls = port.searchLocal.mock.calls.length;

    await act(async () => pushMenuUpdated('ChIJ_other'));
    expect(screen.getByText('1 match in saved menus.')).toBeTruthy();
    await vi.waitFor(() => expect(port.searchLocal.mock.calls.length).toBeGreaterThan(calls));
    expect(screen.getByText('1 match in saved menus.')).toBeTruthy();
  });
});
