// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { PopupApp } from '@/components/popup/PopupApp';
import type { SavedMenuPage, SavedMenuSummary } from '@/lib/messages/protocol';
import { fakePopupPort } from '@/tests/fixtures/pages/fake-popup-port';
import { NOW, savedMenu } from '@/tests/fixtures/pages/menus';
import { expectTechnicalDetail } from '@/tests/fixtures/pages/technical-detail';

afterEach(cleanup);

const HOUR = 60 * 60 * 1000;
const titles = (list: HTMLElement) =>
  [...list.querySelectorAll('.popup-row-title')].map((title) => title.textContent);

/** A port whose saved list holds `menus` (newest first), answering filters and sorts as the worker does. */
function portWith(menus: SavedMenuSummary[], pageSize = 50) {
  const fake = fakePopupPort();
  const stored = [...menus];
  fake.port.savedMenus.mockImplementation(async (offset, order = { query: '', sort: 'recent' }) => {
    const needle = order.query.trim().toLowerCase();
    const matching = stored.filter((menu) => (menu.name ?? '').toLowerCase().includes(needle));
    if (order.sort === 'name') matching.sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));
    const page = matching.slice(offset, offset + pageSize);
    return { menus: page, total: matching.length, nextOffset: offset + page.length } satisfies SavedMenuPage;
  });
  fake.port.deleteSavedMenu.mockImplementation(async (placeId) => {
    const index = stored.findIndex((menu) => menu.placeId === placeId);
    if (index >= 0) stored.splice(index, 1);
    return index >= 0;
  });
  return fake.port;
}

const MENUS = [
  savedMenu('ChIJ_a', 'Le Petit Bistrot', NOW - HOUR),
  savedMenu('ChIJ_b', 'Café Müller', NOW - 2 * HOUR),
  savedMenu('ChIJ_c', 'Bistro Azul', NOW - 3 * HOUR),
];

async function openSaved(port: ReturnType<typeof portWith>) {
  render(<PopupApp port={port} />);
  fireEvent.click(await screen.findByRole('tab', { name: 'Saved' }));
  return screen.findByRole('list', { name: 'Saved places, newest first' });
}

describe('popup: saved menus, filter and sort', () => {
  it('filters by name once typing pauses, and says how many match', async () => {
    const port = portWith(MENUS);
    await openSaved(port);
    expect(screen.getByText('3 saved places, free to open offline.')).toBeTruthy();
    fireEvent.input(screen.getByRole('searchbox', { name: 'Filter by name' }), {
      target: { value: 'bistr' },
    });
    await waitFor(() =>
      expect(port.savedMenus).toHaveBeenLastCalledWith(0, { query: 'bistr', sort: 'recent' }),
    );
    await screen.findByText('2 saved places match “bistr”.');
    expect(titles(screen.getByRole('list', { name: 'Saved places, newest first' }))).toEqual([
      'Le Petit Bistrot',
      'Bistro Azul',
    ]);

    fireEvent.input(screen.getByRole('searchbox', { name: 'Filter by name' }), {
      target: { value: 'sushi' },
    });
    await screen.findByText('No saved place’s name holds “sushi”.');
    expect(screen.queryByRole('list', { name: /Saved places/ })).toBeNull();
    // The filter stays, to be changed.
    expect(screen.getByRole('searchbox', { name: 'Filter by name' })).toBeTruthy();
  });

  it('sorts by name or newest first', async () => {
    const port = portWith(MENUS);
    await openSaved(port);
    fireEvent.click(screen.getByRole('radio', { name: 'Name' }));
    const byName = await screen.findByRole('list', { name: 'Saved places, by name' });
    expect(titles(byName)).toEqual(['Bistro Azul', 'Café Müller', 'Le Petit Bistrot']);
    expect(port.savedMenus).toHaveBeenLastCalledWith(0, { query: '', sort: 'name' });
    expect((screen.getByRole('radio', { name: 'Name' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Recent' }));
    const recent = await screen.findByRole('list', { name: 'Saved places, newest first' });
    expect(titles(recent)).toEqual(['Le Petit Bistrot', 'Café Müller', 'Bistro Azul']);
  });

  it('marks a closed place and a record without a menu as such, not as "0 dishes"', async () => {
    const none = (
      placeId: string,
      name: string,
      status: SavedMenuSummary['status'],
      reason: string | null,
    ) => ({
      ...savedMenu(placeId, name, NOW - HOUR, 0),
      status,
      unavailableReason: reason,
    });
    const port = portWith([
      none('ChIJ_closed', 'Gone Grill', 'unavailable', 'closed_permanently'),
      none('ChIJ_private', 'Secret Supper', 'unavailable', 'menu_not_public'),
      none('ChIJ_none', 'New Noodles', 'none', null),
    ]);
    const list = await openSaved(port);
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.querySelector('.popup-row-meta')?.textContent);
    expect(rows).toEqual([
      expect.stringMatching(/^Permanently closed/),
      expect.stringMatching(/^Menu unavailable/),
      expect.stringMatching(/^No menu yet/),
    ]);
    expect(list.textContent).not.toContain('0 dishes');
  });
});

describe('popup: saved menus, delete one', () => {
  it('asks once more, with the focus on Cancel; Cancel and Escape keep the menu', async () => {
    const port = portWith(MENUS);
    const list = await openSaved(port);
    const deleteCafe = within(list).getByRole('button', { name: 'Delete Café Müller from this device' });
    fireEvent.click(deleteCafe);
    const question = await within(list).findByRole('group', {
      name: /Delete Café Müller from this device\?/,
    });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Cancel' })),
    );
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(list).getByRole('button', { name: 'Delete Café Müller from this device' }),
      ),
    );

    fireEvent.click(within(list).getByRole('button', { name: 'Delete Café Müller from this device' }));
    const again = await within(list).findByRole('group');
    fireEvent.keyDown(within(again).getByRole('button', { name: 'Cancel' }), { key: 'Escape' });
    await waitFor(() => expect(within(list).queryByRole('group')).toBeNull());
    expect(port.deleteSavedMenu).not.toHaveBeenCalled();
    expect(titles(list)).toEqual(['Le Petit Bistrot', 'Café Müller', 'Bistro Azul']);
  });

  it('counts saved places, not menus: a closed place and an answer without a menu are rows of their own', async () => {
    const closed = {
      ...savedMenu('ChIJ_d', 'Sunrise Diner', NOW - 4 * HOUR, 0),
      status: 'unavailable',
      unavailableReason: 'closed_permanently',
    } satisfies SavedMenuSummary;
    const none = {
      ...savedMenu('ChIJ_e', 'Brasserie Lumière', NOW - 5 * HOUR, 0),
      status: 'none',
    } satisfies SavedMenuSummary;
    const list = await openSaved(portWith([MENUS[0] as SavedMenuSummary, closed, none]));
    expect(titles(list)).toEqual(['Le Petit Bistrot', 'Sunrise Diner', 'Brasserie Lumière']);
    expect(screen.getByText('3 saved places, free to open offline.')).toBeTruthy();
    expect(screen.queryByText(/saved menus?,/)).toBeNull();
  });

  it('deletes on confirmation, says so, and puts the focus on the row that took its place', async () => {
    const port = portWith(MENUS);
    const list = await openSaved(port);
    fireEvent.click(within(list).getByRole('button', { name: 'Delete Café Müller from this device' }));
    const question = await within(list).findByRole('group');
    fireEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await screen.findByText(/^Deleted Café Müller from this device\./);
    expect(port.deleteSavedMenu).toHaveBeenCalledWith('ChIJ_b');
    expect(titles(list)).toEqual(['Le Petit Bistrot', 'Bistro Azul']);
    expect(screen.getByText(/2 saved places, free to open offline\./)).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Bistro Azul/));
  });

  it('deleting the last match puts the focus in the filter box; the last menu, on what the tab then says', async () => {
    const port = portWith(MENUS);
    const list = await openSaved(port);
    const filter = screen.getByRole('searchbox', { name: 'Filter by name' });
    fireEvent.input(filter, { target: { value: 'azul' } });
    await waitFor(() => expect(titles(list)).toEqual(['Bistro Azul']));
    fireEvent.click(within(list).getByRole('button', { name: /^Delete .+ from this device$/ }));
    fireEvent.click(within(await within(list).findByRole('group')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(document.activeElement).toBe(filter));
    expect(screen.getByText(/No saved place’s name holds “azul”/)).toBeTruthy();

    cleanup();
    const alone = await openSaved(portWith(MENUS.slice(0, 1)));
    fireEvent.click(within(alone).getByRole('button', { name: /^Delete .+ from this device$/ }));
    fireEvent.click(within(await within(alone).findByRole('group')).getByRole('button', { name: 'Delete' }));
    const empty = await screen.findByText(/No saved places yet/);
    await waitFor(() => expect(document.activeElement).toBe(empty));
    expect(empty.textContent).toMatch(/^Deleted Le Petit Bistrot from this device\./);
  });

  it('keeps the next page in step: one row fewer before it', async () => {
    const many = Array.from({ length: 5 }, (_, i) => savedMenu(`ChIJ_${i}`, `Place ${i}`, NOW - i * HOUR));
    const port = portWith(many, 2);
    const list = await openSaved(port);
    fireEvent.click(within(list).getByRole('button', { name: 'Delete Place 0 from this device' }));
    fireEvent.click(within(await within(list).findByRole('group')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(titles(list)).toEqual(['Place 1']));
    fireEvent.click(screen.getByRole('button', { name: 'Show more (3 more)' }));
    await waitFor(() => expect(titles(list)).toEqual(['Place 1', 'Place 2', 'Place 3']));
    expect(port.savedMenus).toHaveBeenLastCalledWith(1, { query: '', sort: 'recent' });
  });

  it('says when it could not delete, keeping the row and the focus on its Delete', async () => {
    const port = portWith(MENUS);
    port.deleteSavedMenu.mockRejectedValue(new Error('storage is full'));
    const list = await openSaved(port);
    fireEvent.click(within(list).getByRole('button', { name: 'Delete Café Müller from this device' }));
    fireEvent.click(within(await within(list).findByRole('group')).getByRole('button', { name: 'Delete' }));
    const said = await screen.findByText(/^Café Müller could not be deleted from this device\./);
    // The sentence alone in the status line; the browser's English words under Technical details.
    expect(said.getAttribute('role')).toBe('status');
    expect(said.textContent).toBe(
      'Café Müller could not be deleted from this device. 3 saved places, free to open offline.',
    );
    expectTechnicalDetail('storage is full');
    expect(titles(list)).toEqual(['Le Petit Bistrot', 'Café Müller', 'Bistro Azul']);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(list).getByRole('button', { name: 'Delete Café Müller from this device' }),
      ),
    );
  });
});
