// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SavedMenus } from '@/components/popup/saved/SavedMenus';
import type { PlaceListView } from '@/lib/messages/protocol';
import { fakePopupPort } from '@/tests/fixtures/pages/fake-popup-port';
import { NOW } from '@/tests/fixtures/pages/menus';
import { expectTechnicalDetail } from '@/tests/fixtures/pages/technical-detail';

afterEach(cleanup);

const VIEW: PlaceListView = {
  id: 'trip',
  name: 'ramen · Shibuya',
  centre: { lat: 35.66, lng: 139.7 },
  diets: [],
  places: [
    { placeId: 'far', name: 'Far Ramen', at: { lat: 35.68, lng: 139.7 }, saved: null },
    {
      placeId: 'near',
      name: 'Near Ramen',
      at: { lat: 35.661, lng: 139.7 },
      saved: { dishCount: 5, matching: null, stale: false, fetchedAt: NOW - 3_600_000, name: 'Near Ramen' },
    },
  ],
};

function renderSaved() {
  const { port } = fakePopupPort({
    placeLists: async () => [{ id: 'trip', name: VIEW.name, updatedAt: 1, places: 2, saved: 1 }],
    placeList: async () => VIEW,
    deletePlaceList: async () => ({ deleted: true, menusDeleted: 1 }),
  });
  const onOpenPlace = vi.fn();
  render(<SavedMenus port={port} now={NOW} reloadKey={0} onOpen={() => {}} onOpenPlace={onOpenPlace} />);
  return { port, onOpenPlace };
}

const names = () =>
  within(screen.getByRole('list', { name: 'Places in this list' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.popup-row-title')?.textContent);

describe('SavedMenus: place lists', () => {
  it('opens a list in its order, sorts it by distance, and opens only saved places', async () => {
    const { onOpenPlace } = renderSaved();
    fireEvent.click(await screen.findByRole('button', { name: /ramen · Shibuya/ }));
    await screen.findByRole('list', { name: 'Places in this list' });
    expect(names()).toEqual(['Far Ramen', 'Near Ramen']);
    expect(screen.getByText('Menu not saved')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Places in this list' })).getAllByRole('button'),
    ).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'centre' } });
    expect(names()).toEqual(['Near Ramen', 'Far Ramen']);
    expect(screen.getByRole('button', { name: /Near Ramen/ }).textContent).toContain('110 m');

    fireEvent.click(screen.getByRole('button', { name: /Near Ramen/ }));
    expect(onOpenPlace).toHaveBeenCalledWith({ placeId: 'near', name: 'Near Ramen' });
  });

  it('deletes a list with its menus only when that box is ticked, and says so', async () => {
    const { port } = renderSaved();
    fireEvent.click(await screen.findByRole('button', { name: /ramen · Shibuya/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete list' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Also delete their saved menus/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(port.deletePlaceList).toHaveBeenCalledWith('trip', true));
    expect(await screen.findByText('Deleted the list “ramen · Shibuya” and 1 saved menu.')).toBeTruthy();
  });
});

describe('SavedMenus: place lists that fail', () => {
  const FAILED = 'Could not establish connection. Receiving end does not exist.';

  it("lists that could not be read: the sentence alone, the browser's words under Technical details", async () => {
    const { port } = fakePopupPort();
    port.placeLists.mockRejectedValue(new Error(FAILED));
    render(<SavedMenus port={port} now={NOW} reloadKey={0} onOpen={() => {}} onOpenPlace={() => {}} />);
    expect((await screen.findByText('Your lists could not be read.')).getAttribute('role')).toBe('alert');
    expectTechnicalDetail(FAILED);
  });

  it('a list that could not be opened: the sentence alone, the words why under Technical details', async () => {
    const { port } = renderSaved();
    port.placeList.mockRejectedValue(new Error(FAILED));
    fireEvent.click(await screen.findByRole('button', { name: /ramen · Shibuya/ }));
    expect((await screen.findByText('Your lists could not be read.')).getAttribute('role')).toBe('alert');
    expectTechnicalDetail(FAILED);
  });

  it('a list that could not be deleted: the sentence alone, the words why under Technical details', async () => {
    const { port } = renderSaved();
    port.deletePlaceList.mockRejectedValue(new Error(FAILED));
    fireEvent.click(await screen.findByRole('button', { name: /ramen · Shibuya/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete list' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const said = await screen.findByText('The list “ramen · Shibuya” could not be deleted.');
    expect(said.getAttribute('role')).toBe('alert');
    expectTechnicalDetail(FAILED);
  });

  it('a dish search in a list that failed: the sentence alone, the words why under Technical details', async () => {
    const { port } = renderSaved();
    port.searchLocal.mockRejectedValue(new Error(FAILED));
    fireEvent.click(await screen.findByRole('button', { name: /ramen · Shibuya/ }));
    fireEvent.input(await screen.findByRole('searchbox', { name: 'Search dishes in this list' }), {
      target: { value: 'ramen' },
    });
    const said = await screen.findByText('Saved menus could not be searched.');
    expect(said.getAttribute('role')).toBe('status');
    expectTechnicalDetail(FAILED);
  });
});
