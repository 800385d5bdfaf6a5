// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { OptionsApp } from '@/components/options/OptionsApp';
import { fakeOptionsPort } from '@/tests/fixtures/pages/fake-options-port';
import { expectTechnicalDetail } from '@/tests/fixtures/pages/technical-detail';

afterEach(cleanup);

async function choose(text: string, size = text.length) {
  const input = (await screen.findByLabelText('Import a file…')) as HTMLInputElement;
  const file = new File([text], 'trip.json', { type: 'application/json' });
  Object.defineProperty(file, 'size', { value: size });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

describe('options: import a file', () => {
  it('sends the file to the worker and says what it imported, in counted words', async () => {
    const fake = fakeOptionsPort();
    fake.port.importFile.mockResolvedValue({ ok: true, menus: 12, lists: 1, upToDate: 3 });
    render(<OptionsApp port={fake.port} />);
    await choose('{"version":2,"menus":[]}');
    expect(
      await screen.findByText('Imported 12 saved places and 1 list. (3 already up to date)'),
    ).toBeTruthy();
    expect(fake.port.importFile).toHaveBeenCalledWith('{"version":2,"menus":[]}');
  });

  it('says why a file was refused, its words as text, never markup', async () => {
    const fake = fakeOptionsPort();
    fake.port.importFile.mockResolvedValue({
      ok: false,
      problem: 'invalid',
      detail: 'menus.0.name: <img src=x>',
    });
    const { container } = render(<OptionsApp port={fake.port} />);
    await choose('{}');
    // The sentence is the catalogue's alone; the reader's English words wait behind "Technical details".
    expect(
      await screen.findByText('This file is damaged or was changed: nothing was imported.'),
    ).toBeTruthy();
    const details = container.querySelector('.options-import details.options-technical-detail');
    expect(details?.querySelector('summary')?.textContent).toBe('Technical details');
    expect(details?.querySelector('p')?.textContent).toBe('menus.0.name: <img src=x>');
    expect(details?.closest('[role="alert"]')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it("says when the worker could not import it, the browser's words under Technical details", async () => {
    const fake = fakeOptionsPort();
    fake.port.importFile.mockRejectedValue(
      new Error('Could not establish connection. Receiving end does not exist.'),
    );
    render(<OptionsApp port={fake.port} />);
    await choose('{}');
    expect((await screen.findByText('Could not import.')).getAttribute('role')).toBe('alert');
    expectTechnicalDetail('Could not establish connection. Receiving end does not exist.');
  });

  it('refuses a file over 50 MB before reading it', async () => {
    const fake = fakeOptionsPort();
    render(<OptionsApp port={fake.port} />);
    await choose('{}', 50 * 1024 * 1024 + 1);
    expect(await screen.findByText('This file is larger than 50 MB: nothing was imported.')).toBeTruthy();
    expect(fake.port.importFile).not.toHaveBeenCalled();
  });
});
