// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { PopupApp } from '@/components/popup/PopupApp';
import type { SavedMenuPage } from '@/lib/messages/protocol';
import { fakePopupPort } from '@/tests/fixtures/pages/fake-popup-port';
import { menuView, NOW, savedMenu } from '@/tests/fixtures/pages/menus';
import { expectTechnicalDetail } from '@/tests/fixtures/pages/technical-detail';

afterEach(cleanup);

const HOUR = 60 * 60 * 1000;

/** The restaurant names of a saved list's rows, in order. */
const titles = (list: HTMLElement) =>
  [...list.querySelectorAll('.popup-row-title')].map((title) => title.textContent);

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
    const list = await screen.findByRole('list', { name: 'Saved places, newest first' });
    expect(titles(list)).toEqual(['New Bistro', 'Mid Cafe', 'Old Diner']);
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain('1 dish');

    fireEvent.click(within(list).getByRole('button', { name: /^New Bistro/ }));
    expect(await screen.findByText('Soup of the day')).toBeTruthy();
    // Opening a saved menu is free: saved-only, never an automatic refresh.
    expect(port.menuForPlace).toHaveBeenCalledWith('ChIJ_new', false, true);
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
    const list = screen.getByRole('list', { name: 'Saved places, newest first' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(port.savedMenus).toHaveBeenLastCalledWith(2, { query: '', sort: 'recent' });
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
    expect(await screen.findByText(/No saved places yet/)).toBeTruthy();
  });

  it("says when the list could not be read: the sentence alone, the browser's words under Technical details", async () => {
    const { port } = fakePopupPort();
    port.savedMenus.mockRejectedValue(new Error('The database connection is closing.'));
    render(<PopupApp port={port} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Saved' }));
    expect((await screen.findByText('Saved places could not be read.')).getAttribute('role')).toBe('alert');
    expectTechnicalDetail('The database connection is closing.');
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
    expect(await screen.findByText(/No saved places yet/)).toBeTruthy();
    expect(port.savedMenus).toHaveBeenCalledTimes(1);
  });
});

describe('popup: saved list', () => {
  it('a "Show more" page that answers after the list was read again does not replace the fresh list', async () => {
    const { port } = fakePopupPort();
    const alpha = savedMenu('ChIJ_a', 'Alpha', NOW - HOUR);
    const bravo = savedMenu('ChIJ_b', 'Bravo', NOW - 2 * HOUR);
    const charlie = savedMenu('ChIJ_c', 'Charlie', NOW - 3 * HOUR);
    const fresh = savedMenu('ChIJ_new', 'Just Saved', NOW);
    let firstPage: SavedMenuPage = { menus: [alpha, bravo], total: 3, nextOffset: 2 };
    let resolveMore!: (page: SavedMenuPage) => void;
    port.savedMenus.mockImplementation((offset) =>
      offset === 0
        ? Promise.resolve(firstPage)
        : new Promise<SavedMenuPage>((resolve) => {
            resolveMore = resolve;
          }),
    );
    render(<PopupApp port={port} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Saved' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show more (1 more)' }));

    // Meanwhile a menu is saved and the user shows the Saved tab again: the list is read afresh.
    firstPage = { menus: [fresh, alpha], total: 4, nextOffset: 2 };
    fireEvent.click(screen.getByRole('tab', { name: 'Saved' }));
    await screen.findByText('Just Saved');

    // Then the old "Show more" answers, for the list as it was before.
    resolveMore({ menus: [charlie], total: 3, nextOffset: 3 });
    await new Promise((r) => setTimeout(r, 20));
    const list = screen.getByRole('list', { name: 'Saved places, newest first' });
    await waitFor(() => expect(list.textContent).toContain('Just Saved'));
    expect(titles(list)).toEqual(['Just Saved', 'Alpha']);
  });
});
