// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { OptionsApp } from '@/components/options/OptionsApp';
import { openTabsText } from '@/components/welcome/NextSteps';
import { fakeOptionsPort } from '@/tests/fixtures/pages/fake-options-port';
import { expectTechnicalDetail } from '@/tests/fixtures/pages/technical-detail';

afterEach(cleanup);

type Fake = ReturnType<typeof fakeOptionsPort>;

async function renderWelcome(fake: Fake) {
  render(<OptionsApp port={fake.port} welcome />);
  await screen.findByRole('heading', { name: 'Welcome to Menu on Maps' });
  return {
    url: (await screen.findByLabelText('Service URL')) as HTMLInputElement,
    key: screen.getByLabelText('API key') as HTMLInputElement,
    connect: screen.getByRole('button', { name: 'Connect' }),
  };
}

describe('the welcome page', () => {
  it('is one Connect step: the Service URL (filled in by the build), the key, one button', async () => {
    const fake = fakeOptionsPort({ presetServiceUrl: 'https://menus.example.com' });
    const { url, key } = await renderWelcome(fake);
    expect(url.value).toBe('https://menus.example.com');
    expect(key.value).toBe('');
    // Connect, and the key's Show toggle: no Save, no connection test (it would bill a lookup).
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Show API key',
      'Connect',
    ]);
    expect(screen.queryByRole('heading', { name: 'Preferences' })).toBeNull();
  });

  it('connects inside the click: the host permission is asked for before anything is awaited', async () => {
    const fake = fakeOptionsPort();
    const { url, key, connect } = await renderWelcome(fake);
    fireEvent.input(url, { target: { value: 'https://menus.example.org' } });
    fireEvent.input(key, { target: { value: 'k-123' } });
    fireEvent.click(connect);
    expect(fake.port.requestHostPermission).toHaveBeenCalledWith('https://menus.example.org');
    await screen.findByRole('heading', { name: 'Key saved' });
    expect(fake.calls).toEqual([
      'requestHostPermission https://menus.example.org',
      'saveApiKey',
      'saveSettings',
      'settingsChanged',
    ]);
  });

  it('then says what happens next, with the focus on it: the open Maps tab updates by itself', async () => {
    const fake = fakeOptionsPort({ presetServiceUrl: 'https://menus.example.com', mapsTabs: 1 });
    fake.granted.add('https://menus.example.com');
    const { key, connect } = await renderWelcome(fake);
    await waitFor(() => expect(fake.port.hasHostPermission).toHaveBeenCalled());
    fireEvent.input(key, { target: { value: 'k-123' } });
    fireEvent.click(connect);
    const done = await screen.findByRole('heading', { name: 'Key saved' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    // Nothing was sent to the service: the page does not claim a connection it has not tried.
    expect(screen.getByText('Your first menu lookup checks it with the menu service.')).toBeTruthy();
    expect(screen.queryByText(/connected/i)).toBeNull();
    expect(screen.getByText('Go back to Google Maps: your open tab updates without a reload.')).toBeTruthy();
    expect(screen.getByText(/is looked up once, which uses 1 lookup\./)).toBeTruthy();
    // Automatic refresh is on by default: a menu saved more than a week ago is billed again.
    expect(
      screen.getByText(
        'Menus older than 7 days are refreshed when you open the place again, 1 lookup each; you can turn this off in the options.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All options' }).getAttribute('href')).toBe('/options.html');
    expect(screen.queryByLabelText('API key')).toBeNull();
  });

  it("saved, but the worker did not confirm: the next steps say so, the browser's words under Technical details", async () => {
    // The form that said it is replaced by the next steps: the warning used to go with it.
    const fake = fakeOptionsPort({ presetServiceUrl: 'https://menus.example.com', mapsTabs: 1 });
    fake.port.settingsChanged.mockRejectedValue(new Error('Receiving end does not exist.'));
    const { key, connect } = await renderWelcome(fake);
    fireEvent.input(key, { target: { value: 'k-123' } });
    fireEvent.click(connect);
    await screen.findByRole('heading', { name: 'Key saved' });
    const said = screen.getByText(
      'Saved, but the background worker did not confirm. Reload the extension if menus do not load.',
    );
    expect(said.getAttribute('role')).toBe('status');
    expectTechnicalDetail('Receiving end does not exist.');
    // Not told: no tab is said to update by itself.
    expect(screen.queryByText(/updates without a reload/)).toBeNull();
  });

  it('confirmed: the next steps carry no "Saved" of the form\'s', async () => {
    const fake = fakeOptionsPort({ presetServiceUrl: 'https://menus.example.com' });
    const { key, connect } = await renderWelcome(fake);
    fireEvent.input(key, { target: { value: 'k-123' } });
    fireEvent.click(connect);
    await screen.findByRole('heading', { name: 'Key saved' });
    expect(screen.queryByText(/^Saved/)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a problem keeps the form, with the problem said', async () => {
    const fake = fakeOptionsPort();
    fake.port.requestHostPermission.mockResolvedValue(false);
    const { url, key, connect } = await renderWelcome(fake);
    fireEvent.input(url, { target: { value: 'https://menus.example.org' } });
    fireEvent.input(key, { target: { value: 'k-123' } });
    fireEvent.click(connect);
    const problem = await screen.findByText('Permission to contact https://menus.example.org was refused.');
    expect(problem.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('button', { name: 'Connect' })).toBeTruthy();
    expect(fake.port.saveApiKey).not.toHaveBeenCalled();
  });

  it("options that could not be read: the catalogue's sentence alone, the browser's words under Technical details", async () => {
    const fake = fakeOptionsPort();
    fake.port.loadSettings.mockRejectedValue(new Error('Could not establish connection.'));
    render(<OptionsApp port={fake.port} welcome />);
    expect((await screen.findByText('The options could not be read.')).getAttribute('role')).toBe('alert');
    expectTechnicalDetail('Could not establish connection.');
  });

  it('with automatic lookups off, says that a menu waits for "Show menu"', async () => {
    const fake = fakeOptionsPort({
      settings: { autoLookup: false },
      presetServiceUrl: 'https://menus.example.com',
    });
    const { key, connect } = await renderWelcome(fake);
    fireEvent.input(key, { target: { value: 'k-123' } });
    fireEvent.click(connect);
    expect(
      await screen.findByText(/a menu is looked up when you click “Show menu” \(1 lookup each\)/),
    ).toBeTruthy();
  });

  it('with automatic refresh off, promises no refresh; a freshness window of 1 day is said so', async () => {
    const off = fakeOptionsPort({
      settings: { autoRefresh: false },
      presetServiceUrl: 'https://menus.example.com',
    });
    const first = await renderWelcome(off);
    fireEvent.input(first.key, { target: { value: 'k-123' } });
    fireEvent.click(first.connect);
    await screen.findByText(/is looked up once, which uses 1 lookup\./);
    expect(screen.queryByText(/are refreshed when you open the place again/)).toBeNull();
    cleanup();
    const daily = fakeOptionsPort({
      settings: { freshnessDays: 1 },
      presetServiceUrl: 'https://menus.example.com',
    });
    const second = await renderWelcome(daily);
    fireEvent.input(second.key, { target: { value: 'k-123' } });
    fireEvent.click(second.connect);
    expect(await screen.findByText(/^Menus older than 1 day are refreshed/)).toBeTruthy();
  });
});

describe('openTabsText', () => {
  it('counts the open Maps tabs; with none, where the first menu appears', () => {
    expect(openTabsText(1)).toBe('Go back to Google Maps: your open tab updates without a reload.');
    expect(openTabsText(3)).toBe('Go back to Google Maps: your 3 open tabs update without a reload.');
    expect(openTabsText(0)).toMatch(/^Open a restaurant on Google Maps: its menu appears beside the place\./);
  });
});
