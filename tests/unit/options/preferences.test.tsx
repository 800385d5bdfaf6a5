// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { OptionsApp } from '@/components/options/OptionsApp';
import { checkPreferences, preferencesForm } from '@/lib/options/preferences';
import { DEFAULT_SETTINGS } from '@/lib/settings';
import { fakeOptionsPort } from '@/tests/fixtures/pages/fake-options-port';
import { budget, statusView } from '@/tests/fixtures/pages/menus';

afterEach(cleanup);

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const AUTO_LOOKUP = 'Look up menus automatically on Google Maps place pages';
const AUTO_REFRESH = 'Refresh stale saved menus automatically';
const FRESHNESS = 'Freshness window (days)';
const ALLOWANCE = 'Monthly allowance (lookups)';

async function renderOptions(fake: ReturnType<typeof fakeOptionsPort>) {
  render(<OptionsApp port={fake.port} />);
  await screen.findByRole('heading', { name: 'Preferences' });
}

describe('options: preferences', () => {
  it('shows the defaults', async () => {
    await renderOptions(fakeOptionsPort());
    expect(checkbox(AUTO_LOOKUP).checked).toBe(true);
    expect(checkbox(AUTO_REFRESH).checked).toBe(true);
    expect(field(FRESHNESS).value).toBe('7');
    expect(field(ALLOWANCE).value).toBe('');
    const diets = within(screen.getByRole('group', { name: 'Highlight dishes that are' }));
    const boxes = diets.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.labels?.[0]?.textContent)).toEqual([
      'Vegan',
      'Vegetarian',
      'Gluten-free',
      'Halal',
      'Kosher',
      'Dairy-free',
      'Nut-free',
    ]);
    expect(boxes.every((box) => !box.checked)).toBe(true);
  });

  it('round-trips through storage and keeps the saved service URL', async () => {
    const fake = fakeOptionsPort({ settings: { serviceUrl: 'https://menus.example.com' } });
    await renderOptions(fake);
    fireEvent.click(checkbox(AUTO_LOOKUP));
    fireEvent.click(checkbox(AUTO_REFRESH));
    fireEvent.input(field(FRESHNESS), { target: { value: '30' } });
    fireEvent.input(field(ALLOWANCE), { target: { value: '250' } });
    fireEvent.click(checkbox('Vegan'));
    fireEvent.click(checkbox('Halal'));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText('Preferences saved.')).toBeTruthy();
    expect(fake.store.settings).toEqual({
      serviceUrl: 'https://menus.example.com',
      autoLookup: false,
      autoRefresh: false,
      freshnessDays: 30,
      monthlyAllowance: 250,
      lookupsPerHour: 60,
      dietPreferences: ['vegan', 'halal'],
    });
    expect(fake.calls).toEqual(['saveSettings', 'settingsChanged']);

    cleanup();
    await renderOptions(fake);
    expect(checkbox(AUTO_LOOKUP).checked).toBe(false);
    expect(checkbox(AUTO_REFRESH).checked).toBe(false);
    expect(field(FRESHNESS).value).toBe('30');
    expect(field(ALLOWANCE).value).toBe('250');
    expect(checkbox('Vegan').checked).toBe(true);
    expect(checkbox('Halal').checked).toBe(true);
    expect(checkbox('Kosher').checked).toBe(false);
  });

  it('an empty allowance means none', async () => {
    const fake = fakeOptionsPort({ settings: { monthlyAllowance: 100 } });
    await renderOptions(fake);
    fireEvent.input(field(ALLOWANCE), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await screen.findByText('Preferences saved.');
    expect(fake.store.settings.monthlyAllowance).toBeNull();
  });

  it.each([
    [FRESHNESS, '0', 'Freshness window must be a whole number of days from 1 to 365.'],
    [FRESHNESS, '366', 'Freshness window must be a whole number of days from 1 to 365.'],
    [FRESHNESS, '2.5', 'Freshness window must be a whole number of days from 1 to 365.'],
    [ALLOWANCE, '0', 'Monthly allowance must be a whole number of at least 1, or empty for none.'],
    // Half-typed numbers: a type="number" input would report them as "" (no limit).
    [ALLOWANCE, '1e', 'Monthly allowance must be a whole number of at least 1, or empty for none.'],
    [ALLOWANCE, '-', 'Monthly allowance must be a whole number of at least 1, or empty for none.'],
    [FRESHNESS, '1e', 'Freshness window must be a whole number of days from 1 to 365.'],
  ])('%s = %s is refused', async (label, value, problem) => {
    const fake = fakeOptionsPort();
    await renderOptions(fake);
    fireEvent.input(field(label), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect((await screen.findByText(problem)).getAttribute('role')).toBe('alert');
    expect(fake.calls).toEqual([]);
  });

  it("shows this month's usage", async () => {
    const fake = fakeOptionsPort();
    fake.port.status.mockResolvedValue(statusView({ budget: budget(85, 100) }));
    await renderOptions(fake);
    expect(await screen.findByText('85 of 100 this month — nearly used up')).toBeTruthy();
  });

  it('reads the usage again after saving a new allowance', async () => {
    const fake = fakeOptionsPort();
    await renderOptions(fake);
    await waitFor(() => expect(fake.port.status).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await screen.findByText('Preferences saved.');
    expect(fake.port.status).toHaveBeenCalledTimes(2);
  });
});

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

describe('checkPreferences', () => {
  it('round-trips the settings through the form', () => {
    const settings = { ...DEFAULT_SETTINGS, monthlyAllowance: 40, dietPreferences: ['kosher'] };
    const checked = checkPreferences(preferencesForm(settings));
    expect(checked).toEqual({
      ok: true,
      preferences: {
        autoLookup: true,
        autoRefresh: true,
        freshnessDays: 7,
        monthlyAllowance: 40,
        lookupsPerHour: 60,
        dietPreferences: ['kosher'],
      },
    });
  });

  it.each(['', '0', '10001', '2.5'])('refuses %j automatic lookups per hour', (lookupsPerHour) => {
    expect(checkPreferences({ ...preferencesForm(DEFAULT_SETTINGS), lookupsPerHour }).ok).toBe(false);
  });
  it.each(['', '-1', '1e2', 'abc'])('refuses a freshness window of %j', (freshnessDays) => {
    expect(checkPreferences({ ...preferencesForm(DEFAULT_SETTINGS), freshnessDays }).ok).toBe(false);
  });
  it('accepts the bounds 1 and 365', () => {
    expect(checkPreferences({ ...preferencesForm(DEFAULT_SETTINGS), freshnessDays: '1' }).ok).toBe(true);
    expect(checkPreferences({ ...preferencesForm(DEFAULT_SETTINGS), freshnessDays: '365' }).ok).toBe(true);
  });
});
