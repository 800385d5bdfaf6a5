// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PopupApp } from '@/components/popup/PopupApp';
import type { SearchHit } from '@/lib/api/model';
import { fakePopupPort } from '@/tests/fixtures/pages/fake-popup-port';
import { localHit, statusView } from '@/tests/fixtures/pages/menus';
import { expectTechnicalDetail } from '@/tests/fixtures/pages/technical-detail';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function openSearch() {
  fireEvent.click(await screen.findByRole('tab', { name: 'Search' }));
  return screen.getByRole('searchbox', { name: 'Search dishes' });
}

function type(input: HTMLElement, value: string) {
  fireEvent.input(input, { target: { value } });
}

const remoteHit = (dish: string, placeId: string | null, restaurant: string | null): SearchHit => ({
  dish,
  restaurant,
  placeId,
  price: { amount: 14, currency: 'EUR', text: null },
  sourceUrl: null,
  verifiedAt: null,
  status: 'scanned',
});

describe('popup: local search of saved menus', () => {
  it('searches once the user pauses typing, for free, and lists dish, restaurant, price and grade', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { port } = fakePopupPort();
    port.searchLocal.mockResolvedValue([localHit('Pizza bianca', 'ChIJ_forno', 'Forno Rosso')]);
    render(<PopupApp port={port} />);
    const input = await openSearch();

    type(input, 'pi');
    type(input, 'piz');
    type(input, 'pizza');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(port.searchLocal).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30);
    });

    expect(port.searchLocal).toHaveBeenCalledTimes(1);
    expect(port.searchLocal).toHaveBeenCalledWith('pizza', {});
    expect(screen.getByRole('heading', { name: 'Saved menus — free' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Matches in saved menus' });
    const row = within(list).getByRole('button', { name: /Pizza bianca/ });
    expect(row.textContent).toContain('Forno Rosso');
    // Names in any script set their own direction, as in every other list of names.
    expect(within(row).getByText('Pizza bianca').getAttribute('dir')).toBe('auto');
    expect(within(row).getByText('Forno Rosso').getAttribute('dir')).toBe('auto');
    expect(row.textContent).toMatch(/€\s?12\.00|12\.00\s?€/);
    expect(row.textContent).toContain('From website');
    expect(row.textContent).toContain('2 days ago');
    expect(screen.getByText('1 match in saved menus.')).toBeTruthy();
    expect(port.searchRemote).not.toHaveBeenCalled();
  });

  it('says when no saved menu has the dish', async () => {
    const { port } = fakePopupPort();
    render(<PopupApp port={port} />);
    type(await openSearch(), 'durian');
    expect(await screen.findByText('No saved menu has “durian”.')).toBeTruthy();
  });

  it("says when the saved menus could not be searched; the browser's words under Technical details", async () => {
    const { port } = fakePopupPort();
    port.searchLocal.mockRejectedValue(new Error('The database connection is closing.'));
    render(<PopupApp port={port} />);
    type(await openSearch(), 'durian');
    const said = await screen.findByText('Saved menus could not be searched.');
    expect(said.getAttribute('role')).toBe('status');
    expectTechnicalDetail('The database connection is closing.');
  });
});

describe('popup: search all restaurants', () => {
  it('runs on its priced button only, not on Enter in the field, and lists the results', async () => {
    const { port } = fakePopupPort();
    port.searchRemote.mockResolvedValue({
      ok: true,
      keptAnswer: false,
      result: { query: 'ramen', hits: [remoteHit('Tonkotsu ramen', 'ChIJ_ramen', 'Ramen Ya')] },
    });
    render(<PopupApp port={port} />);
    const input = await openSearch();
    type(input, 'ramen');
    const button = screen.getByRole('button', { name: 'Search all restaurants — uses 1 lookup' });
    // Enter in the field submits the form (implicit submission): that bills nothing.
    fireEvent.submit(screen.getByRole('search', { name: 'Dish search' }));
    await act(async () => {});
    expect(port.searchRemote).not.toHaveBeenCalled();
    // Nor is the button the form's default button, which implicit submission would press.
    expect(button.getAttribute('type')).toBe('button');

    fireEvent.click(button);

    const list = await screen.findByRole('list', { name: 'Matches in all restaurants' });
    expect(within(list).getByRole('button', { name: /Tonkotsu ramen/ }).textContent).toContain('Ramen Ya');
    expect(screen.getByText('1 match. Used 1 lookup.')).toBeTruthy();
    expect(port.searchRemote).toHaveBeenCalledWith('ramen');
  });

  it('says "from recent search" when the worker answered with an answer it kept', async () => {
    const { port } = fakePopupPort();
    port.searchRemote.mockResolvedValue({
      ok: true,
      keptAnswer: true,
      result: { query: 'ramen', hits: [] },
    });
    render(<PopupApp port={port} />);
    type(await openSearch(), 'ramen');
    fireEvent.click(screen.getByRole('button', { name: 'Search all restaurants — uses 1 lookup' }));
    expect(await screen.findByText(/from recent search/)).toBeTruthy();
    expect(screen.queryByText(/Used 1 lookup/)).toBeNull();
  });

  it('shows results without a place id as text, not as a button', async () => {
    const { port } = fakePopupPort();
    port.searchRemote.mockResolvedValue({
      ok: true,
      keptAnswer: false,
      result: { query: 'pho', hits: [remoteHit('Pho bo', null, null)] },
    });
    render(<PopupApp port={port} />);
    type(await openSearch(), 'pho');
    fireEvent.click(screen.getByRole('button', { name: 'Search all restaurants — uses 1 lookup' }));
    const list = await screen.findByRole('list', { name: 'Matches in all restaurants' });
    expect(within(list).getByText('Pho bo')).toBeTruthy();
    expect(within(list).getByText('Unnamed restaurant')).toBeTruthy();
    expect(within(list).queryByRole('button')).toBeNull();
  });

  it('runs nothing for an empty query', async () => {
    const { port } = fakePopupPort();
    render(<PopupApp port={port} />);
    type(await openSearch(), '   ');
    const button = screen.getByRole('button', { name: 'Search all restaurants — uses 1 lookup' });
    fireEvent.click(button);
    expect(port.searchRemote).not.toHaveBeenCalled();
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});

// The worker pushes menu.updated to extension pages once a menu is written to the cache (for
// instance the current tab's, or one just opened from "Search all restaurants"). The free search of
// saved menus shown at that moment must include it, not keep "No saved menu has …".

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

describe('popup: what the search of all restaurants costs', () => {
  it('says its price on the button, and the lookups left once, in the header above it', async () => {
    const { port } = fakePopupPort({
      status: async () => statusView({ lookupsLeft: { left: 238, of: 1000, source: 'service' } }),
    });
    render(<PopupApp port={port} />);
    await openSearch();
    await screen.findByRole('button', { name: 'Search all restaurants — uses 1 lookup' });
    expect(screen.getAllByText('238 of 1,000 lookups left')).toHaveLength(1);
    expect(screen.getByRole('banner').textContent).toContain('238 of 1,000 lookups left');
  });

  it('shows no figure when none is known', async () => {
    const { port } = fakePopupPort();
    render(<PopupApp port={port} />);
    await openSearch();
    await screen.findByRole('button', { name: 'Search all restaurants — uses 1 lookup' });
    expect(screen.queryByText(/lookups left/)).toBeNull();
  });
});
