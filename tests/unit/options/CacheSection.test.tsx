// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { OptionsApp } from '@/components/options/OptionsApp';
import { fakeOptionsPort } from '@/tests/fixtures/pages/fake-options-port';
import { expectNoTechnicalDetail, expectTechnicalDetail } from '@/tests/fixtures/pages/technical-detail';

afterEach(cleanup);

describe('options: saved places', () => {
  it('shows how many places are saved and their approximate size, under a heading that says places', async () => {
    const fake = fakeOptionsPort();
    render(<OptionsApp port={fake.port} />);
    expect(await screen.findByText('12 saved places, about 340 KB.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Saved places' })).toBeTruthy();
  });

  it('exports the JSON through a Blob URL and an <a download> it clicks', async () => {
    const fake = fakeOptionsPort();
    fake.port.exportCache.mockResolvedValue('{"menus":[{"placeId":"ChIJ_a"}]}');
    const clicked: Array<{ href: string | null; download: string | null }> = [];
    const onClick = (event: Event) => {
      const target = event.target as HTMLElement;
      if (target.tagName !== 'A') return;
      clicked.push({ href: target.getAttribute('href'), download: target.getAttribute('download') });
      event.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    render(<OptionsApp port={fake.port} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Export as JSON' }));
    await screen.findByText('Export ready.');
    await waitFor(() =>
      expect(clicked).toEqual([
        { href: 'blob:chrome-extension://test/export-1', download: 'menu-on-maps-saved-menus.json' },
      ]),
    );
    document.removeEventListener('click', onClick, true);
    expect(fake.port.createDownloadUrl).toHaveBeenCalledWith('{"menus":[{"placeId":"ChIJ_a"}]}');
    cleanup();
    expect(fake.port.revokeDownloadUrl).toHaveBeenCalledWith('blob:chrome-extension://test/export-1');
  });

  it("says when the export failed, in the catalogue's words; the browser's own under Technical details", async () => {
    const fake = fakeOptionsPort();
    fake.port.exportCache.mockRejectedValue(new Error('No reply from the background worker'));
    render(<OptionsApp port={fake.port} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Export as JSON' }));
    expect((await screen.findByText('Could not export.')).getAttribute('role')).toBe('alert');
    expectTechnicalDetail('No reply from the background worker');
    expect(fake.port.createDownloadUrl).not.toHaveBeenCalled();
  });

  it('says when the saved places could not be counted, the words why under Technical details', async () => {
    const fake = fakeOptionsPort();
    fake.port.cacheStats.mockRejectedValue(new Error('The database connection is closing.'));
    render(<OptionsApp port={fake.port} />);
    expect(await screen.findByText('Saved places could not be counted.')).toBeTruthy();
    expectTechnicalDetail('The database connection is closing.');
  });

  it('says when the saved places could not be cleared, the words why under Technical details', async () => {
    const fake = fakeOptionsPort();
    fake.port.clearCache.mockRejectedValue(new Error('UnknownError: Internal error.'));
    render(<OptionsApp port={fake.port} />);
    await screen.findByText('12 saved places, about 340 KB.');
    fireEvent.click(screen.getByRole('button', { name: 'Clear saved places' }));
    const confirm = screen.getByRole('group', { name: 'Clear all saved places?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Clear' }));
    expect((await screen.findByText('Could not clear.')).getAttribute('role')).toBe('alert');
    expectTechnicalDetail('UnknownError: Internal error.');
  });

  it('a failure without words of its own shows no Technical details', async () => {
    const fake = fakeOptionsPort();
    fake.port.exportCache.mockRejectedValue('  ');
    render(<OptionsApp port={fake.port} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Export as JSON' }));
    expect(await screen.findByText('Could not export.')).toBeTruthy();
    expectNoTechnicalDetail();
  });

  it('clears only after an inline confirmation, then shows fresh figures', async () => {
    const fake = fakeOptionsPort();
    render(<OptionsApp port={fake.port} />);
    await screen.findByText('12 saved places, about 340 KB.');

    fireEvent.click(screen.getByRole('button', { name: 'Clear saved places' }));
    let confirm = screen.getByRole('group', { name: 'Clear all saved places?' });
    expect(confirm.textContent).toContain(
      'Are you sure? This removes all 12 saved places from this device. Seeing them again uses 1 lookup per restaurant.',
    );
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(fake.port.clearCache).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Clear saved places' }));

    fireEvent.click(screen.getByRole('button', { name: 'Clear saved places' }));
    confirm = screen.getByRole('group', { name: 'Clear all saved places?' });
    fake.port.cacheStats.mockResolvedValue({ menus: 0, approxBytes: 0 });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Clear' }));

    expect(await screen.findByText('Cleared 12 saved places.')).toBeTruthy();
    expect(await screen.findByText('No saved places.')).toBeTruthy();
    expect(fake.port.clearCache).toHaveBeenCalledTimes(1);
    // Nothing left to clear: the button says so and does nothing, but keeps the focus it got back.
    const again = screen.getByRole('button', { name: 'Clear saved places' });
    expect(again.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(again);
    fireEvent.click(again);
    expect(screen.queryByRole('group', { name: 'Clear all saved places?' })).toBeNull();
  });
});
