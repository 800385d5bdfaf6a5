// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PopupApp } from '@/components/popup/PopupApp';
import { fakePopupPort } from '@/tests/fixtures/pages/fake-popup-port';
import { localHit } from '@/tests/fixtures/pages/menus';

afterEach(cleanup);

const CENTRE = { lat: 35.66, lng: 139.7 };

async function searchFor(query: string) {
  fireEvent.click(await screen.findByRole('tab', { name: 'Search' }));
  fireEvent.input(screen.getByRole('searchbox', { name: 'Search dishes' }), { target: { value: query } });
}

describe('popup search: narrowed to a list, nearest first, diet filter (issue 33 §4)', () => {
  it('narrows the saved-menu results to one list, and sorts them from the map centre of the tab', async () => {
    const { port } = fakePopupPort({
      placeLists: async () => [{ id: 'trip', name: 'ramen · Shibuya', updatedAt: 1, places: 3, saved: 2 }],
      mapCentre: async () => CENTRE,
    });
    port.searchLocal.mockImplementation(async (_query, scope) => [
      { ...localHit('Shoyu ramen', 'A', 'Aki'), ...(scope?.near ? { distanceKm: 0.42 } : {}) },
    ]);
    render(<PopupApp port={port} />);
    await searchFor('ramen');
    await vi.waitFor(() => expect(port.searchLocal).toHaveBeenCalledWith('ramen', {}));

    const scope = await screen.findByLabelText('Search in');
    expect(
      within(scope)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All saved menus', 'ramen · Shibuya']);
    fireEvent.change(scope, { target: { value: 'trip' } });
    await vi.waitFor(() => expect(port.searchLocal).toHaveBeenLastCalledWith('ramen', { listId: 'trip' }));

    fireEvent.click(screen.getByRole('checkbox', { name: 'Nearest to the map’s centre first' }));
    await vi.waitFor(() =>
      expect(port.searchLocal).toHaveBeenLastCalledWith('ramen', { listId: 'trip', near: CENTRE }),
    );
    const list = await screen.findByRole('list', { name: 'Matches in saved menus' });
    await vi.waitFor(() => expect(list.textContent).toContain('420 m'));
  });

  it('offers no "nearest" without a map in the tab, and filters the results by diet', async () => {
    const { port } = fakePopupPort();
    port.searchLocal.mockResolvedValue([
      { ...localHit('Tofu ramen', 'A', 'Aki'), diet: ['vegan'] },
      localHit('Pork ramen', 'B', 'Bo'),
    ]);
    render(<PopupApp port={port} />);
    await searchFor('ramen');
    const list = await screen.findByRole('list', { name: 'Matches in saved menus' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    expect(screen.queryByRole('checkbox', { name: /Nearest/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /vegan/ }));
    await vi.waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
    expect(list.textContent).toContain('Tofu ramen');
  });
});
