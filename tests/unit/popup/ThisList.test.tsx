// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { PopupApp } from '@/components/popup/PopupApp';
import type { PackJobView, ThisListView } from '@/lib/messages/protocol';
import { fakePopupPort } from '@/tests/fixtures/pages/fake-popup-port';
import { menuView } from '@/tests/fixtures/pages/menus';

/** The tab shows a results list, no place: the popup opens on "this list". */
const noPlace = async () => ({
  ...menuView('x', 'x', []),
  placeId: null,
  menu: null,
  outcome: { kind: 'no_place' } as const,
});

afterEach(cleanup);

const list: ThisListView = {
  query: 'ramen Shibuya',
  centre: null,
  places: ['A', 'B', 'C'].map((id) => ({ placeId: id, name: `Place ${id}`, saved: 'none', fetchedAt: null })),
  cost: 3,
  confirmAbove: 10,
};

const runningJob = (placeIds: string[]): PackJobView => ({
  id: 'job',
  listId: 'other-list',
  listName: 'sushi · Ginza',
  status: 'running',
  total: placeIds.length,
  done: 1,
  spent: 1,
  saved: 1,
  places: placeIds.map((id) => ({ placeId: id, name: id, state: 'pending' })),
});

describe('ThisList', () => {
  it('shows no other list’s pack: no progress, no Cancel, its own priced action', async () => {
    const { port } = fakePopupPort({
      menuForTab: noPlace,
      thisList: async () => ({ list, job: runningJob(['X', 'Y']) }),
      packStatus: async () => runningJob(['X', 'Y']),
    });
    render(<PopupApp port={port} />);
    expect(await screen.findByRole('button', { name: 'Save 3 menus · 3 lookups' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(/^Saving/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('shows its own pack’s progress and Cancel', async () => {
    const { port } = fakePopupPort({
      menuForTab: noPlace,
      thisList: async () => ({ list, job: runningJob(['A', 'B', 'C']) }),
      packStatus: async () => runningJob(['A', 'B', 'C']),
    });
    render(<PopupApp port={port} />);
    expect(await screen.findByText('Saving 2 of 3…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('says which place is being saved: the one whose request is out, not the ones still waiting', async () => {
    const job: PackJobView = {
      ...runningJob(['A', 'B', 'C']),
      places: [
        { placeId: 'A', name: 'A', state: 'saved' },
        { placeId: 'B', name: 'B', state: 'attempted' },
        { placeId: 'C', name: 'C', state: 'pending' },
      ],
    };
    const { port } = fakePopupPort({
      menuForTab: noPlace,
      thisList: async () => ({ list, job }),
      packStatus: async () => job,
    });
    const { container } = render(<PopupApp port={port} />);
    await screen.findByText('Saving 2 of 3…');
    const stateOf = (id: string) =>
      container.querySelector(`[data-place-id="${id}"] .popup-row-meta`)?.textContent;
    expect(stateOf('B')).toBe('saving…');
    expect(stateOf('C')).toBe('waiting');
  });

  it('says every menu is saved when there is nothing to look up, once: not again under a finished pack’s line', async () => {
    const saved: ThisListView = {
      ...list,
      places: list.places.map((place) => ({ ...place, saved: 'fresh', fetchedAt: Date.now() - 3_600_000 })),
      cost: 0,
    };
    const allSaved = 'Every menu in this list is saved and fresh: nothing to look up.';
    const idle = fakePopupPort({ menuForTab: noPlace, thisList: async () => ({ list: saved, job: null }) });
    render(<PopupApp port={idle.port} />);
    expect(await screen.findByText(allSaved)).toBeTruthy();
    cleanup();

    const done: PackJobView = {
      ...runningJob(['A', 'B', 'C']),
      status: 'done',
      done: 3,
      spent: 3,
      saved: 3,
      places: ['A', 'B', 'C'].map((id) => ({ placeId: id, name: id, state: 'saved' })),
    };
    const finished = fakePopupPort({
      menuForTab: noPlace,
      thisList: async () => ({ list: saved, job: done }),
      packStatus: async () => done,
    });
    render(<PopupApp port={finished.port} />);
    expect(await screen.findByText(/^Done\. .*Lookups spent: 3\. Menus saved: 3\.$/)).toBeTruthy();
    expect(screen.queryByText(allSaved)).toBeNull();
  });
});
