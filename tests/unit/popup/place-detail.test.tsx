// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { PopupApp } from '@/components/popup/PopupApp';
import { fakePopupPort } from '@/tests/fixtures/pages/fake-popup-port';
import { localHit, menuView, NOW, savedMenu } from '@/tests/fixtures/pages/menus';

afterEach(cleanup);

const HOUR = 60 * 60 * 1000;

describe('popup: choosing a search result', () => {
  it("shows that restaurant's menu with Back and an exact Google Maps link", async () => {
    const { port } = fakePopupPort();
    port.searchLocal.mockResolvedValue([localHit('Pizza bianca', 'ChIJ_forno', 'Forno Rosso & Figli')]);
    port.menuForPlace.mockResolvedValue(
      menuView('ChIJ_forno', 'Forno Rosso & Figli', ['Pizza bianca', 'Calzone']),
    );
    render(<PopupApp port={port} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Search' }));
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search dishes' }), { target: { value: 'pizza' } });

    fireEvent.click(await screen.findByRole('button', { name: /Pizza bianca/ }));

    expect(await screen.findByText('Calzone')).toBeTruthy();
    // A free result bills nothing by being opened: the worker's settings decide, as on Maps.
    expect(port.menuForPlace).toHaveBeenCalledWith('ChIJ_forno', false);
    const link = screen.getByRole('link', { name: 'Open in Google Maps' });
    expect(link.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Forno+Rosso+%26+Figli&query_place_id=ChIJ_forno',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('searchbox')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('searchbox', { name: 'Search dishes' })).toHaveProperty('value', 'pizza');
    expect(screen.getByRole('button', { name: /Pizza bianca/ })).toBeTruthy();
    expect(screen.queryByText('Calzone')).toBeNull();
  });
});

describe('popup: choosing a result of the billed search', () => {
  it('opens it as a place viewed on Maps: the search was billed, the menu is not asked for on top', async () => {
    const { port } = fakePopupPort();
    port.searchRemote.mockResolvedValue({
      ok: true,
      fromCache: false,
      result: {
        query: 'curry',
        hits: [
          {
            dish: 'Green curry',
            restaurant: 'Thai Orchid',
            placeId: 'ChIJ_thai',
            price: null,
            sourceUrl: null,
            status: 'crawled',
            verifiedAt: null,
          },
        ],
      },
    });
    port.menuForPlace.mockResolvedValue(menuView('ChIJ_thai', 'Thai Orchid', ['Green curry']));
    render(<PopupApp port={port} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Search' }));
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search dishes' }), { target: { value: 'curry' } });
    fireEvent.submit(screen.getByRole('search'));
    fireEvent.click(await screen.findByRole('button', { name: /Green curry/ }));
    await screen.findByRole('button', { name: 'Back' });
    expect(port.menuForPlace).toHaveBeenCalledWith('ChIJ_thai', false);
    expect(port.menuForPlace).not.toHaveBeenCalledWith('ChIJ_thai', true);
  });
});

describe('popup: saved menus', () => {
  it('lists saved menus in the order the worker gives and opens one from the cache', async () => {
    const { port } = fakePopupPort();
    port.savedMenus.mockResolvedValue({
      menus: [
        savedMenu('ChIJ_new', 'New Bistro', NOW - HOUR, 1),
        savedMenu('ChIJ_mid', 'Mid Cafe', NOW - 5 * HOUR),
        savedMenu('ChIJ_old', 'Old Diner', NOW - 48 * HOUR),
      ],
      total: 3,
      nextOffset: 3,
    });
    port.menuForPlace.mockResolvedValue(menuView('ChIJ_new', 'New Bistro', ['Soup of the day']));
    render(<PopupApp port={port} />);

    fireEvent.click(await screen.findByRole('tab', { name: 'Saved' }));
    const list = await screen.findByRole('list', { name: 'Saved menus, newest first' });
    const names = within(list)
      .getAllByRole('button')
      .map((button) => button.querySelector('.popup-row-title')?.textContent);
    expect(names).toEqual(['New Bistro', 'Mid Cafe', 'Old Diner']);
    expect(within(list).getAllByRole('button')[0]?.textContent).toContain('1 dish');

    fireEvent.click(within(list).getByRole('button', { name: /New Bistro/ }));
    expect(await screen.findByText('Soup of the day')).toBeTruthy();
    expect(port.menuForPlace).toHaveBeenCalledWith('ChIJ_new', false);
    expect(screen.getByRole('link', { name: 'Open in Google Maps' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=New+Bistro&query_place_id=ChIJ_new',
    );
  });

  it('shows more saved menus a page at a time', async () => {
    const { port } = fakePopupPort();
    port.savedMenus.mockImplementation(async (offset) =>
      offset === 0
        ? {
            menus: [savedMenu('ChIJ_a', 'Alpha', NOW), savedMenu('ChIJ_b', 'Bravo', NOW - HOUR)],
            total: 3,
            nextOffset: 2,
          }
        : {
            menus: [savedMenu('ChIJ_b', 'Bravo', NOW - HOUR), savedMenu('ChIJ_c', 'Charlie', NOW - 2 * HOUR)],
            total: 3,
            nextOffset: 4,
          },
    );
    render(<PopupApp port={port} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Saved' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show more (1 more)' }));
    const list = screen.getByRole('list', { name: 'Saved menus, newest first' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(3));
    expect(port.savedMenus).toHaveBeenLastCalledWith(2);
    expect(list.textContent).toContain('Charlie');
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('offers no more once every row was read, though a damaged one was left out', async () => {
    const { port } = fakePopupPort();
    port.savedMenus.mockResolvedValue({
      menus: [savedMenu('ChIJ_a', 'Alpha', NOW), savedMenu('ChIJ_b', 'Bravo', NOW - HOUR)],
      total: 3,
      nextOffset: 3,
    });
    render(<PopupApp port={port} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Saved' }));
    await screen.findByText('Bravo');
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('says when nothing is saved yet', async () => {
    const { port } = fakePopupPort();
    render(<PopupApp port={port} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Saved' }));
    expect(await screen.findByText(/No saved menus yet/)).toBeTruthy();
  });

  it('reads the list once the current place is shown, then again each time the tab is shown', async () => {
    const { port } = fakePopupPort();
    render(<PopupApp port={port} />);
    await screen.findByRole('heading', { name: 'Trattoria Uno' });
    await waitFor(() => expect(port.savedMenus).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('tab', { name: 'Saved' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Search' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Saved' }));
    await waitFor(() => expect(port.savedMenus).toHaveBeenCalledTimes(3));
  });

  it('does not read the list while the current place is still being asked for', async () => {
    let answerTab: (view: ReturnType<typeof menuView>) => void = () => undefined;
    const { port } = fakePopupPort({
      menuForTab: () => new Promise((resolve) => (answerTab = resolve)),
    });
    render(<PopupApp port={port} />);
    await screen.findByText('Looking at the current tab…');
    await waitFor(() => expect(port.menuForTab).toHaveBeenCalled());
    expect(port.savedMenus).not.toHaveBeenCalled();

    answerTab(menuView('ChIJ_tab_place', 'Trattoria Uno', ['Margherita']));
    await screen.findByRole('heading', { name: 'Trattoria Uno' });
    await waitFor(() => expect(port.savedMenus).toHaveBeenCalledTimes(1));
  });

  it('reads the list at once when its tab is opened before the current place is known', async () => {
    const { port } = fakePopupPort({ menuForTab: () => new Promise(() => undefined) });
    render(<PopupApp port={port} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Saved' }));
    expect(await screen.findByText(/No saved menus yet/)).toBeTruthy();
    expect(port.savedMenus).toHaveBeenCalledTimes(1);
  });
});
