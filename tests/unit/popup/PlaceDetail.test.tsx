// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { PopupApp } from '@/components/popup/PopupApp';
import { fakePopupPort } from '@/tests/fixtures/pages/fake-popup-port';
import { localHit, menuView } from '@/tests/fixtures/pages/menus';

afterEach(cleanup);

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
    // A free result bills nothing by being opened, whatever the automatic-lookup settings: saved-only.
    expect(port.menuForPlace).toHaveBeenCalledWith('ChIJ_forno', false, true);
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
  it('opens it saved-only: the search was billed, the menu is not looked up on top (its button bills)', async () => {
    const { port } = fakePopupPort();
    port.searchRemote.mockResolvedValue({
      ok: true,
      keptAnswer: false,
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
    fireEvent.click(screen.getByRole('button', { name: 'Search all restaurants — uses 1 lookup' }));
    fireEvent.click(await screen.findByRole('button', { name: /Green curry/ }));
    await screen.findByRole('button', { name: 'Back' });
    expect(port.menuForPlace).toHaveBeenCalledWith('ChIJ_thai', false, true);
    expect(port.menuForPlace).not.toHaveBeenCalledWith('ChIJ_thai', true);
  });
});
