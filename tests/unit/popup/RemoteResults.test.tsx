// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { PopupApp } from '@/components/popup/PopupApp';
import type { LookupOutcome } from '@/lib/messages/view';
import { fakePopupPort } from '@/tests/fixtures/pages/fake-popup-port';
import { expectTechnicalDetail } from '@/tests/fixtures/pages/technical-detail';

afterEach(cleanup);

const RESETS_AT = new Date(2026, 11, 1, 12).getTime();
const resetDate = 'Dec 1, 2026';

async function searchRemotely(outcome: LookupOutcome) {
  const fake = fakePopupPort();
  fake.port.searchRemote.mockResolvedValue({ ok: false, outcome });
  render(<PopupApp port={fake.port} />);
  fireEvent.click(await screen.findByRole('tab', { name: 'Search' }));
  fireEvent.input(screen.getByRole('searchbox', { name: 'Search dishes' }), { target: { value: 'curry' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search all restaurants — uses 1 lookup' }));
  await waitFor(() => expect(fake.port.searchRemote).toHaveBeenCalledWith('curry'));
  return fake.port;
}

describe('popup: remote search failures are said in words', () => {
  it.each<[string, LookupOutcome, string]>([
    ['no key', { kind: 'no_key' }, 'Add your API key in the options to search all restaurants.'],
    [
      'budget exhausted',
      { kind: 'budget_exhausted', resetsAt: RESETS_AT },
      `The menu service’s monthly budget for your key is used up. Lookups resume on ${resetDate}. Saved menus are still searched. To look up more this month, save a key with a bigger plan in the options.`,
    ],
    [
      'key invalid',
      { kind: 'key_invalid' },
      'The menu service refused your API key. Check it in the options.',
    ],
    [
      'error',
      { kind: 'error', problem: { kind: 'text', text: 'The menu service had a server error (HTTP 503).' } },
      'Search failed: The menu service had a server error (HTTP 503).',
    ],
    [
      'offline',
      { kind: 'offline' },
      'You’re offline. Searching all restaurants needs a connection; saved menus are still searched.',
    ],
    [
      'allowance reached',
      { kind: 'allowance_reached', allowance: 50 },
      'Your monthly allowance of 50 lookups is reached. Raise it in the options.',
    ],
  ])('%s', async (_name, outcome, text) => {
    await searchRemotely(outcome);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Matches in all restaurants' })).toBeNull();
  });

  it("an unreadable answer: the sentence in words, the reader's own behind Technical details, as text", async () => {
    const detail = '<b>body is not JSON</b>';
    await searchRemotely({
      kind: 'error',
      problem: { kind: 'api', error: 'invalid_response' },
      detail,
    });
    expect(
      await screen.findByText(
        'Search failed: The menu service sent an answer this extension could not read.',
      ),
    ).toBeTruthy();
    const details = document.querySelector('details.mom-technical-detail');
    expect(details?.querySelector('summary')?.textContent).toBe('Technical details');
    expect(details?.querySelector('p')?.textContent).toBe(detail);
    expect(details?.closest('[role="status"]')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
  });

  it('no key: offers the options page', async () => {
    const port = await searchRemotely({ kind: 'no_key' });
    fireEvent.click(await screen.findByRole('button', { name: 'Open options' }));
    expect(port.openOptions).toHaveBeenCalledTimes(1);
  });

  it('budget exhausted: no "Try again", which could not succeed before the reset date; the options page, where another key goes', async () => {
    const port = await searchRemotely({ kind: 'budget_exhausted', resetsAt: RESETS_AT });
    await screen.findByText(/monthly budget for your key is used up/);
    expect(screen.queryByRole('button', { name: /Try again/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open options' }));
    expect(port.openOptions).toHaveBeenCalledTimes(1);
  });

  it('a worker that does not answer is reported too', async () => {
    const fake = fakePopupPort();
    fake.port.searchRemote.mockRejectedValue(new Error('No reply from the background worker'));
    render(<PopupApp port={fake.port} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Search' }));
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search dishes' }), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search all restaurants — uses 1 lookup' }));
    // Said as the panel says it: the worker stopped, and a search again is the way on.
    const said = await screen.findByText(
      'Search failed: The extension stopped before it answered. Try again.',
    );
    expect(said.closest('[role="status"]')).not.toBeNull();
    // The browser's English words are not part of the sentence: folded under Technical details.
    expectTechnicalDetail('No reply from the background worker');
  });

  it('the live region that says the outcome is exposed before the first search, so it is read out', async () => {
    const fake = fakePopupPort();
    fake.port.searchRemote.mockResolvedValue({ ok: false, outcome: { kind: 'offline' } });
    render(<PopupApp port={fake.port} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Search' }));
    const regionsBefore = screen.getAllByRole('status');
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search dishes' }), { target: { value: 'curry' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search all restaurants — uses 1 lookup' }));
    const said = await screen.findByText(/Searching all restaurants needs a connection/);
    expect(regionsBefore).toContain(said.closest('[role="status"]'));
  });
});
