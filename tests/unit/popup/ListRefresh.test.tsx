// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListRefresh } from '@/components/popup/pack/ListRefresh';
import { laterJob } from '@/components/popup/pack/use-pack-job';
import type { ListRefreshView, PackJobView } from '@/lib/messages/protocol';
import { fakePopupPort } from '@/tests/fixtures/pages/fake-popup-port';
import { NOW } from '@/tests/fixtures/pages/menus';
import { expectNoTechnicalDetail, expectTechnicalDetail } from '@/tests/fixtures/pages/technical-detail';

afterEach(cleanup);

const job = (status: PackJobView['status'], done: number, listId = 'trip'): PackJobView => ({
  id: 'job',
  listId,
  listName: 'ramen · Shibuya',
  status,
  total: 12,
  done,
  spent: done,
  saved: done,
  places: [],
});

function renderRefresh(price: ListRefreshView | null) {
  const { port } = fakePopupPort({
    listRefresh: async () => price,
    refreshList: async () => job('running', 0),
    packStatus: async () => job('running', 4),
    cancelPack: async () => job('cancelled', 4),
  });
  const onRefreshed = vi.fn();
  render(<ListRefresh port={port} listId="trip" now={NOW} onRefreshed={onRefreshed} />);
  return { port, onRefreshed };
}

describe('ListRefresh', () => {
  it('states its price and refreshes the list by its id', async () => {
    const { port } = renderRefresh({
      cost: 3,
      confirmAbove: 10,
      lookupsLeft: { left: 40, of: 200, source: 'service' },
      job: null,
    } as ListRefreshView);
    const button = await screen.findByRole('button', { name: 'Refresh 3 menus · 3 lookups (40 left)' });
    fireEvent.click(button);
    // With the price the user was shown: the worker starts nothing that would bill more.
    await waitFor(() => expect(port.refreshList).toHaveBeenCalledWith('trip', 3));
    expect((await screen.findByRole('status')).textContent).toBe('Saving 1 of 12…');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Cancelled after 4 of 12\./));
  });

  it('cannot be started when no lookup is left: its label says 0 left', async () => {
    const { port } = renderRefresh({
      cost: 3,
      confirmAbove: 10,
      lookupsLeft: { left: 0, of: 200, source: 'service' },
      job: null,
    } as ListRefreshView);
    const button = await screen.findByRole('button', { name: 'Refresh 3 menus · 3 lookups (0 left)' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(port.refreshList).not.toHaveBeenCalled();
  });

  it('asks once above the threshold before it spends', async () => {
    const { port } = renderRefresh({ cost: 12, confirmAbove: 10, job: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh 12 menus · 12 lookups' }));
    expect(port.refreshList).not.toHaveBeenCalled();
    expect(screen.getByText('This uses 12 lookups. Save the menus?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save the menus' }));
    await waitFor(() => expect(port.refreshList).toHaveBeenCalledWith('trip', 12));
  });

  it('offers nothing when every menu of the list is fresh, and shows no other list’s pack', async () => {
    const { port } = renderRefresh({ cost: 0, confirmAbove: 10, job: job('done', 12, 'other') });
    await waitFor(() => expect(port.listRefresh).toHaveBeenCalledWith('trip'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('ListRefresh: starting', () => {
  it('waits for the worker’s answer: a second click starts nothing more', async () => {
    const { port } = renderRefresh({ cost: 3, confirmAbove: 10, job: null });
    let answer: (view: PackJobView) => void = () => {};
    port.refreshList.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const button = await screen.findByRole('button', { name: 'Refresh 3 menus · 3 lookups' });
    fireEvent.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(button);
    expect(port.refreshList).toHaveBeenCalledTimes(1);
    answer(job('running', 0));
    expect((await screen.findByRole('status')).textContent).toBe('Saving 1 of 12…');
  });

  it("a start that failed: the sentence alone, the browser's words under Technical details", async () => {
    const { port } = renderRefresh({ cost: 3, confirmAbove: 10, job: null });
    port.refreshList.mockRejectedValue(
      new Error('Could not establish connection. Receiving end does not exist.'),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh 3 menus · 3 lookups' }));
    // An alert: the popup's other lines do not change, so nothing else would say it.
    expect((await screen.findByText('The menus could not be saved.')).getAttribute('role')).toBe('alert');
    expectTechnicalDetail('Could not establish connection. Receiving end does not exist.');
  });

  it('a cancel that failed is said as a cancel, not as a start: the pack may still be saving', async () => {
    const { port } = renderRefresh({ cost: 3, confirmAbove: 10, job: job('running', 4) });
    port.cancelPack.mockRejectedValue(new Error('The message port closed before a response was received.'));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const said = await screen.findByText('Saving the menus could not be cancelled.');
    expect(said.getAttribute('role')).toBe('alert');
    expect(screen.queryByText('The menus could not be saved.')).toBeNull();
    expectTechnicalDetail('The message port closed before a response was received.');
  });

  it('a start that failed with no words of its own is said all the same, with no details control', async () => {
    const { port } = renderRefresh({ cost: 3, confirmAbove: 10, job: null });
    port.refreshList.mockRejectedValue('');
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh 3 menus · 3 lookups' }));
    expect(await screen.findByText('The menus could not be saved.')).toBeTruthy();
    expectNoTechnicalDetail();
  });

  it('a price that went up meanwhile starts nothing: the new price is said and shown on the button', async () => {
    const prices: ListRefreshView[] = [
      { cost: 3, confirmAbove: 10, job: null },
      { cost: 5, confirmAbove: 10, job: null },
    ];
    const { port } = fakePopupPort({
      listRefresh: async () => prices.shift() ?? null,
      refreshList: async () => ({ repriced: 5 }),
    });
    render(<ListRefresh port={port} listId="trip" now={NOW} onRefreshed={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh 3 menus · 3 lookups' }));
    expect(
      await screen.findByText(
        'Nothing was spent: more menus need a lookup than the button said. Check the new number and start again.',
      ),
    ).toBeTruthy();
    const again = await screen.findByRole('button', { name: 'Refresh 5 menus · 5 lookups' });
    expect(port.refreshList).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/^Saving/)).toBeNull();
    // Accepted at the new price: the note goes.
    port.refreshList.mockResolvedValue(job('running', 0));
    fireEvent.click(again);
    await waitFor(() => expect(port.refreshList).toHaveBeenLastCalledWith('trip', 5));
    await waitFor(() => expect(screen.queryByText(/^Nothing was spent/)).toBeNull());
  });

  it('says so when another list is being saved, and offers to cancel that one', async () => {
    const { port } = renderRefresh({ cost: 3, confirmAbove: 10, job: null });
    port.refreshList.mockResolvedValue({
      ...job('running', 4, 'other'),
      listName: 'sushi · Ginza',
      busy: true,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh 3 menus · 3 lookups' }));
    expect(
      await screen.findByText(
        'Another list, “sushi · Ginza”, is being saved. Wait until it is done, or cancel it.',
      ),
    ).toBeTruthy();
    // The other list's progress is not shown as this list's.
    expect(screen.queryByText(/^Saving/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel saving “sushi · Ginza”' }));
    await waitFor(() => expect(port.cancelPack).toHaveBeenCalledTimes(1));
  });
});

describe('ListRefresh: how a pack ended, in words', () => {
  const ended = async (shown: PackJobView) => {
    renderRefresh({ cost: 3, confirmAbove: 10, job: shown });
    return (await screen.findByRole('status')).textContent;
  };

  it('a stop says why and what it cost', async () => {
    const text = await ended({ ...job('stopped', 0), spent: 0, saved: 0, stop: { kind: 'offline' } });
    expect(text).toBe('Stopped after 0 of 12. You’re offline. Lookups spent: 0. Menus saved: 0.');
  });

  it('failures in a row are said as such', async () => {
    const text = await ended({
      ...job('stopped', 2),
      spent: 3,
      saved: 0,
      stopAfterFailures: 2,
      stop: { kind: 'error', problem: { kind: 'api', error: 'server', status: 503 } },
    });
    expect(text).toContain('2 lookups in a row failed, so no more were sent.');
    expect(text).toMatch(/Lookups spent: 3\. Menus saved: 0\.$/);
  });

  it('a pack that saved every place also says what it cost', async () => {
    const text = await ended({ ...job('done', 12), spent: 4, saved: 12 });
    expect(text).toBe(
      'Done. The list “ramen · Shibuya” is kept under Saved. Lookups spent: 4. Menus saved: 12.',
    );
  });

  it('a pack that ended with places not saved is not worded as all done', async () => {
    const text = await ended({
      ...job('done', 12),
      saved: 10,
      places: [{ placeId: 'A', name: 'A', state: 'failed', failure: { kind: 'not_found' } }],
    });
    expect(text).toMatch(/^Done: 10 of 12 menus saved\./);
    expect(text).not.toContain('Done. The list');
  });
});

describe('laterJob', () => {
  it('never lets a progress read sent before Cancel undo it', () => {
    expect(laterJob(job('cancelled', 4), job('running', 3))).toMatchObject({ status: 'cancelled' });
    expect(laterJob(job('running', 3), job('cancelled', 4))).toMatchObject({ status: 'cancelled' });
    expect(laterJob(job('done', 12), { ...job('running', 0), id: 'next' })).toMatchObject({ id: 'next' });
  });
});
