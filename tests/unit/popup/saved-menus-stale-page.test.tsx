// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { PopupApp } from '@/components/popup/PopupApp';
import type { SavedMenuPage } from '@/lib/messages/protocol';
import { fakePopupPort } from '@/tests/fixtures/pages/fake-popup-port';
import { NOW, savedMenu } from '@/tests/fixtures/pages/menus';

afterEach(cleanup);

const HOUR = 60 * 60 * 1000;

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
    const list = screen.getByRole('list', { name: 'Saved menus, newest first' });
    await waitFor(() => expect(list.textContent).toContain('Just Saved'));
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.querySelector('.popup-row-title')?.textContent),
    ).toEqual(['Just Saved', 'Alpha']);
  });
});
