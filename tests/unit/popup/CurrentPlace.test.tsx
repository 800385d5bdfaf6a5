// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { PopupApp } from '@/components/popup/PopupApp';
import { DAY_MS } from '@/lib/clock';
import { noPlaceView } from '@/lib/popup/popup-views';
import { fakePopupPort, TAB_ID, TAB_PLACE } from '@/tests/fixtures/pages/fake-popup-port';
import { menuView, NOW, savedMenu, statusView } from '@/tests/fixtures/pages/menus';
import { expectTechnicalDetail } from '@/tests/fixtures/pages/technical-detail';

afterEach(cleanup);

describe('popup: current place', () => {
  it("shows the menu of the active tab's place in the Current place tab", async () => {
    const { port } = fakePopupPort();
    render(<PopupApp port={port} />);

    expect(await screen.findByRole('heading', { name: 'Trattoria Uno' })).toBeTruthy();
    expect(screen.getByText('Margherita')).toBeTruthy();
    expect(port.menuForTab).toHaveBeenCalledWith(TAB_ID);
    const tab = screen.getByRole('tab', { name: 'Current place' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
  });

  it('opens on search with the no-place state when the tab shows no Maps place', async () => {
    const { port } = fakePopupPort({
      menuForTab: async () => noPlaceView(false),
    });
    render(<PopupApp port={port} />);

    expect(await screen.findByText(/No restaurant is open in this tab/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Search' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('searchbox', { name: 'Search dishes' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Current place' }));
    expect(screen.getByText('Open a restaurant in Google Maps to see its menu')).toBeTruthy();
  });

  it('shows the no-place state without asking the worker when there is no tab at all', async () => {
    const { port } = fakePopupPort({ currentTabId: async () => null });
    render(<PopupApp port={port} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Current place' }));
    expect(await screen.findByText('Open a restaurant in Google Maps to see its menu')).toBeTruthy();
    expect(port.menuForTab).not.toHaveBeenCalled();
  });

  it('offline, offers no lookup and asks again by itself once the browser is back online', async () => {
    const offline = {
      ...menuView(TAB_PLACE, 'Trattoria Uno', []),
      menu: null,
      outcome: { kind: 'offline', autoLookup: true },
    } as const;
    const fake = fakePopupPort({ menuForTab: async () => ({ ...offline, offline: true }) });
    render(<PopupApp port={fake.port} />);
    expect(await screen.findByText('It will load once you are back online.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /uses 1 lookup/ })).toBeNull();

    fake.port.menuForTab.mockResolvedValue(menuView(TAB_PLACE, 'Trattoria Uno', ['Margherita']));
    fake.setOnline(true);
    expect(await screen.findByText('Margherita')).toBeTruthy();
    expect(fake.port.menuForTab).toHaveBeenCalledTimes(2);
  });

  it('dismisses the what-changed note: it goes at once and the worker is told, for that place', async () => {
    const changed = menuView(TAB_PLACE, 'Trattoria Uno', ['Margherita', 'Tiramisu']);
    const menu = changed.menu && {
      ...changed.menu,
      changes: { since: NOW - 30 * DAY_MS, added: [1], repriced: [], gone: [] },
    };
    const { port } = fakePopupPort({ menuForTab: async () => ({ ...changed, menu }) });
    render(<PopupApp port={port} />);

    expect(await screen.findByText(/1 new dish since/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss what changed' }));
    expect(screen.queryByText(/1 new dish since/)).toBeNull();
    expect(screen.getByText('Tiramisu')).toBeTruthy();
    expect(port.dismissChanges).toHaveBeenCalledWith(TAB_PLACE);
  });

  it('refreshes the shown place when the worker pushes menu.updated for it, and ignores other places', async () => {
    const fake = fakePopupPort();
    const { port } = fake;
    render(<PopupApp port={port} />);
    await screen.findByText('Margherita');

    port.menuForTab.mockResolvedValue(menuView(TAB_PLACE, 'Trattoria Uno', ['Margherita', 'Lasagne']));
    fake.pushMenuUpdated('ChIJ_some_other_place');
    fake.pushMenuUpdated(TAB_PLACE);

    expect(await screen.findByText('Lasagne')).toBeTruthy();
    expect(port.menuForTab).toHaveBeenCalledTimes(2);
  });

  it('looks the place up on request with userInitiated when auto-lookup is off', async () => {
    const { port } = fakePopupPort({
      menuForTab: async () => ({ ...menuView(TAB_PLACE, 'x', []), menu: null, outcome: { kind: 'manual' } }),
    });
    render(<PopupApp port={port} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Show menu — uses 1 lookup' }));

    await waitFor(() => expect(port.menuForPlace).toHaveBeenCalledWith(TAB_PLACE, true));
    expect(await screen.findByText('House salad')).toBeTruthy();
  });

  it('shows a worker failure as an error state instead of loading forever', async () => {
    const { port } = fakePopupPort({
      menuForTab: async () => {
        throw new Error('Could not establish connection. Receiving end does not exist.');
      },
    });
    render(<PopupApp port={port} />);
    // Said as the panel says it, in the catalogue's words; the browser's own under Technical details.
    expect(await screen.findByText('Couldn’t load the menu')).toBeTruthy();
    expect(screen.getByText('The extension stopped before it answered. Try again.')).toBeTruthy();
    expectTechnicalDetail('Could not establish connection. Receiving end does not exist.');
  });
});

describe('popup: setup needed', () => {
  it('no key: one message and one button, which opens the options page; nothing else', async () => {
    const { port } = fakePopupPort({ status: async () => statusView({ hasKey: false }) });
    render(<PopupApp port={port} />);

    const setup = await screen.findByRole('region', { name: 'Setup' });
    expect(within(setup).getByText('Menus come from a menu service that needs your API key.')).toBeTruthy();
    // The one button of the whole popup: no Options in the header, no tabs, no panel repeating it.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Add your API key']);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getAllByText(/API key/)).toHaveLength(2);
    fireEvent.click(within(setup).getByRole('button', { name: 'Add your API key' }));
    expect(port.openOptions).toHaveBeenCalledTimes(1);
  });

  it('the key unknown (its storage failing): the storage problem, not a request for a key', async () => {
    const { port } = fakePopupPort({
      status: async () => statusView({ hasKey: null, storageError: 'failing' }),
    });
    render(<PopupApp port={port} />);
    expect(
      await screen.findByText(/^Browser storage is failing, most likely because the disk is full/),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Setup' })).toBeNull();
    expect(screen.queryByText(/API key/)).toBeNull();
  });

  it('a refused key: the step above the tabs; Saved and the free dish search stay usable', async () => {
    const { port } = fakePopupPort({ status: async () => statusView({ keyInvalid: true }) });
    port.savedMenus.mockResolvedValue({
      menus: [savedMenu('ChIJ_old', 'Old Diner', NOW - DAY_MS)],
      total: 1,
      nextOffset: 1,
    });
    render(<PopupApp port={port} />);
    const setup = await screen.findByRole('region', { name: 'Setup' });
    expect(
      within(setup).getByText(
        'The menu service refused your API key. Saved menus still show on Google Maps.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(setup).getByRole('button', { name: 'Check your API key' }));
    expect(port.openOptions).toHaveBeenCalledTimes(1);
    // Saved menus are shown, and searched for free.
    fireEvent.click(screen.getByRole('tab', { name: 'Saved' }));
    const list = await screen.findByRole('list', { name: 'Saved places, newest first' });
    expect(within(list).getByRole('button', { name: /^Old Diner/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Search' }));
    expect(screen.getByRole('searchbox', { name: 'Search dishes' })).toBeTruthy();
  });

  it('no service address: the step above the tabs too', async () => {
    const { port } = fakePopupPort({ status: async () => statusView({ serviceUrl: null }) });
    render(<PopupApp port={port} />);
    const setup = await screen.findByRole('region', { name: 'Setup' });
    expect(within(setup).getByRole('button', { name: 'Add the service URL' })).toBeTruthy();
    expect(screen.getByRole('tablist')).toBeTruthy();
  });

  it('shows the setup step before the status arrives when the current place says it', async () => {
    const { port } = fakePopupPort({
      status: () => new Promise(() => undefined),
      menuForTab: async () => ({ ...menuView(TAB_PLACE, 'x', []), menu: null, outcome: { kind: 'no_key' } }),
    });
    render(<PopupApp port={port} />);
    await screen.findByRole('region', { name: 'Setup' });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Add your API key']);
  });

  it('a working key: the usual popup, with its Options button', async () => {
    const { port } = fakePopupPort();
    render(<PopupApp port={port} />);
    await screen.findByText('Margherita');
    expect(screen.queryByRole('region', { name: 'Setup' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Options' })).toBeTruthy();
  });
});
