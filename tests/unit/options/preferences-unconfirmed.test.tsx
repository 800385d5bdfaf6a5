// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { OptionsApp } from '@/components/options/OptionsApp';
import { fakeOptionsPort } from '@/tests/fixtures/pages/fake-options-port';

afterEach(cleanup);

describe('options: preferences saved but the worker did not confirm', () => {
  it('does not claim the preferences were not saved when they were', async () => {
    const fake = fakeOptionsPort({ settings: { serviceUrl: 'https://menus.example.com' } });
    fake.port.settingsChanged.mockRejectedValue(new Error('Could not establish connection'));
    render(<OptionsApp port={fake.port} />);
    await screen.findByRole('heading', { name: 'Preferences' });
    fireEvent.input(screen.getByLabelText('Freshness window (days)'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));

    const preferences = screen.getByRole('heading', { name: 'Preferences' }).closest('section')!;
    await screen.findByText(/Saved, but the background worker did not confirm/);
    expect(fake.store.settings.freshnessDays).toBe(30);
    expect(preferences.textContent).not.toContain('Could not save the preferences');
  });

  it('still reports a real save failure', async () => {
    const fake = fakeOptionsPort();
    fake.port.saveSettings.mockRejectedValue(new Error('QuotaExceededError'));
    render(<OptionsApp port={fake.port} />);
    await screen.findByRole('heading', { name: 'Preferences' });
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Could not save the preferences: QuotaExceededError')).toBeTruthy();
  });
});
