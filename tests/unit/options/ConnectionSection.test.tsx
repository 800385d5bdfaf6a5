// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { OptionsApp } from '@/components/options/OptionsApp';
import { fakeOptionsPort } from '@/tests/fixtures/pages/fake-options-port';
import { expectTechnicalDetail } from '@/tests/fixtures/pages/technical-detail';

afterEach(cleanup);

type Fake = ReturnType<typeof fakeOptionsPort>;

async function renderOptions(fake: Fake = fakeOptionsPort()) {
  render(<OptionsApp port={fake.port} />);
  const url = (await screen.findByLabelText('Service URL')) as HTMLInputElement;
  const key = screen.getByLabelText('API key') as HTMLInputElement;
  return { fake, url, key };
}

function fill(input: HTMLInputElement, value: string) {
  fireEvent.input(input, { target: { value } });
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('options: service URL and API key', () => {
  it('labels the inputs exactly and shows what is stored', async () => {
    const fake = fakeOptionsPort({
      settings: { serviceUrl: 'https://menus.example.com' },
      apiKey: 'k-123',
    });
    const { url, key } = await renderOptions(fake);
    expect(url.value).toBe('https://menus.example.com');
    expect(key.value).toBe('k-123');
    expect(key.type).toBe('password');
  });

  it('shows and hides the API key with a toggle named for what it does', async () => {
    const { key } = await renderOptions();
    fireEvent.click(screen.getByRole('button', { name: 'Show API key' }));
    expect(key.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide API key' }));
    expect(key.type).toBe('password');
    expect(screen.getByRole('button', { name: 'Show API key' })).toBeTruthy();
  });

  it.each([
    ['not a url', 'Service URL is not a valid URL (example: https://menus.example.com).'],
    ['http://menus.example.com', 'Service URL must use https:// (http:// is allowed only for localhost).'],
    ['ftp://menus.example.com', 'Service URL must use https:// (http:// is allowed only for localhost).'],
  ])('refuses %s with the exact problem and stores nothing', async (input, problem) => {
    const { fake, url, key } = await renderOptions();
    fill(url, input);
    fill(key, 'k-123');
    save();
    expect((await screen.findByText(problem)).getAttribute('role')).toBe('alert');
    expect(fake.port.requestHostPermission).not.toHaveBeenCalled();
    expect(fake.calls).toEqual([]);
  });

  it.each([
    ['', 'Enter your API key.'],
    ['   ', 'Enter your API key.'],
    ['abc def', 'The API key must not contain spaces or line breaks.'],
  ])('refuses the key %j', async (input, problem) => {
    const { fake, url, key } = await renderOptions();
    fill(url, 'https://menus.example.com');
    fill(key, input);
    save();
    expect(await screen.findByText(problem)).toBeTruthy();
    expect(fake.calls).toEqual([]);
  });

  it('asks for the host permission synchronously in the click handler (user gesture)', async () => {
    const { fake, url, key } = await renderOptions();
    fill(url, 'https://menus.example.com/');
    fill(key, 'k-123');
    save();
    // No await between the click and this line: the request happened inside the handler.
    expect(fake.port.requestHostPermission).toHaveBeenCalledWith('https://menus.example.com');
    await screen.findByText('Saved.');
  });

  it('says so and stores nothing when the permission is refused', async () => {
    const { fake, url, key } = await renderOptions();
    fake.port.requestHostPermission.mockResolvedValue(false);
    fill(url, 'https://menus.example.com');
    fill(key, 'k-123');
    save();
    expect(
      await screen.findByText('Permission to contact https://menus.example.com was refused.'),
    ).toBeTruthy();
    expect(fake.port.saveApiKey).not.toHaveBeenCalled();
    expect(fake.port.saveSettings).not.toHaveBeenCalled();
    expect(fake.port.settingsChanged).not.toHaveBeenCalled();
  });

  it('stores the key and the normalised URL, then tells the worker, in that order', async () => {
    const { fake, url, key } = await renderOptions();
    fill(url, '  https://menus.example.com/api/  ');
    fill(key, '  k-123  ');
    save();
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(fake.calls).toEqual([
      'requestHostPermission https://menus.example.com',
      'saveApiKey',
      'saveSettings',
      'settingsChanged',
    ]);
    expect(fake.store.apiKey).toBe('k-123');
    expect(fake.store.settings.serviceUrl).toBe('https://menus.example.com/api');
    expect(url.value).toBe('https://menus.example.com/api');
  });

  it('allows http for localhost and asks for that origin with its port', async () => {
    const { fake, url, key } = await renderOptions();
    fill(url, 'http://localhost:8787');
    fill(key, 'k');
    save();
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(fake.port.requestHostPermission).toHaveBeenCalledWith('http://localhost:8787');
  });

  it('does not prompt again when the browser already allows the origin', async () => {
    const fake = fakeOptionsPort({ settings: { serviceUrl: 'https://menus.example.com' }, apiKey: 'old' });
    fake.granted.add('https://menus.example.com');
    const { key } = await renderOptions(fake);
    await waitFor(() =>
      expect(fake.port.hasHostPermission).toHaveBeenCalledWith('https://menus.example.com'),
    );
    fill(key, 'new-key');
    save();
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(fake.port.requestHostPermission).not.toHaveBeenCalled();
    expect(fake.store.apiKey).toBe('new-key');
  });

  it("reports a storage error in the catalogue's words, the browser's own under Technical details", async () => {
    const { fake, url, key } = await renderOptions();
    fake.port.saveSettings.mockRejectedValue(new Error('QuotaExceededError'));
    fill(url, 'https://menus.example.com');
    fill(key, 'k');
    save();
    const said = await screen.findByText('Could not save the options.');
    expect(said.getAttribute('role')).toBe('alert');
    expectTechnicalDetail('QuotaExceededError');
    expect(screen.queryByText('Saved.')).toBeNull();
    expect(fake.port.settingsChanged).not.toHaveBeenCalled();
  });

  it("a permission that could not be asked for: the sentence alone, the browser's words under Technical details", async () => {
    const { fake, url, key } = await renderOptions();
    fake.port.requestHostPermission.mockRejectedValue(new Error('Permission request failed.'));
    fill(url, 'https://menus.example.com');
    fill(key, 'k-123');
    save();
    const said = await screen.findByText(
      'Permission to contact https://menus.example.com could not be asked for.',
    );
    expect(said.getAttribute('role')).toBe('alert');
    expectTechnicalDetail('Permission request failed.');
    expect(fake.port.saveApiKey).not.toHaveBeenCalled();
  });

  it("saved, but the worker did not confirm: says so politely, the browser's words under Technical details", async () => {
    const { fake, url, key } = await renderOptions();
    fake.port.settingsChanged.mockRejectedValue(
      new Error('Could not establish connection. Receiving end does not exist.'),
    );
    fill(url, 'https://menus.example.com');
    fill(key, 'k-123');
    save();
    const said = await screen.findByText(
      'Saved, but the background worker did not confirm. Reload the extension if menus do not load.',
    );
    expect(said.getAttribute('role')).toBe('status');
    expectTechnicalDetail('Could not establish connection. Receiving end does not exist.');
    expect(fake.store.apiKey).toBe('k-123');
  });
});

describe('options: test connection', () => {
  it('says when the connection works', async () => {
    const { fake } = await renderOptions();
    fireEvent.click(screen.getByRole('button', { name: 'Test connection — uses 1 lookup' }));
    expect(await screen.findByText('Connection works.')).toBeTruthy();
    expect(fake.port.testConnection).toHaveBeenCalledTimes(1);
  });

  it("shows the worker's message when it does not", async () => {
    const { fake } = await renderOptions();
    fake.port.testConnection.mockResolvedValue({
      ok: false,
      problem: { kind: 'api', error: 'unauthorized', status: 401 },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Test connection — uses 1 lookup' }));
    const alert = await screen.findByText(
      'The service refused the API key (HTTP 401). Check the key in the options.',
    );
    expect(alert.getAttribute('role')).toBe('alert');
  });
});

describe('options: the service this build was made for', () => {
  it('fills an empty Service URL with it, and says what it is', async () => {
    const { url } = await renderOptions(fakeOptionsPort({ presetServiceUrl: 'https://menus.example.com' }));
    expect(url.value).toBe('https://menus.example.com');
    expect(
      screen.getByText('The service Menu on Maps was made for; change it only to use another one.'),
    ).toBeTruthy();
  });

  it('a saved URL wins over it', async () => {
    const fake = fakeOptionsPort({
      settings: { serviceUrl: 'https://own.example.org' },
      presetServiceUrl: 'https://menus.example.com',
    });
    const { url } = await renderOptions(fake);
    expect(url.value).toBe('https://own.example.org');
  });

  it('its origin, granted with the install, is not asked for again: the key and Save are all it takes', async () => {
    const fake = fakeOptionsPort({ presetServiceUrl: 'https://menus.example.com' });
    fake.granted.add('https://menus.example.com');
    const { key } = await renderOptions(fake);
    await waitFor(() =>
      expect(fake.port.hasHostPermission).toHaveBeenCalledWith('https://menus.example.com'),
    );
    fill(key, 'k-123');
    save();
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(fake.calls).toEqual(['saveApiKey', 'saveSettings', 'settingsChanged']);
    expect(fake.store.settings.serviceUrl).toBe('https://menus.example.com');
  });
});
