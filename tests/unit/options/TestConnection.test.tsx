// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { TestConnection } from '@/components/options/TestConnection';
import { fakeOptionsPort } from '@/tests/fixtures/pages/fake-options-port';
import { expectNoTechnicalDetail, expectTechnicalDetail } from '@/tests/fixtures/pages/technical-detail';

afterEach(cleanup);

// Issue 18 item 9: the service's own words are not the project's. They are shown only behind a
// details control, as text; the status line uses the project's wording.

const SERVICE_SAID = 'Buy our premium tier at http://evil.example';

describe('TestConnection', () => {
  it("shows the service's own text only inside the details control, as text", async () => {
    const fake = fakeOptionsPort();
    fake.port.testConnection.mockResolvedValue({
      ok: false,
      problem: { kind: 'api', error: 'bad_request', status: 418 },
      detail: SERVICE_SAID,
    });
    const { container } = render(<TestConnection port={fake.port} />);
    fireEvent.click(screen.getByRole('button', { name: 'Test connection — uses 1 lookup' }));

    const status = await screen.findByText('The menu service rejected the request (HTTP 418, bad_request).');
    expect(status.textContent).not.toContain('evil.example');
    const details = screen.getByText(SERVICE_SAID).closest('details');
    expect(details?.querySelector('summary')?.textContent).toBe('Technical details');
    expect(details?.open).toBe(false);
    const outside = container.cloneNode(true) as HTMLElement;
    for (const element of outside.querySelectorAll('details')) element.remove();
    expect(outside.textContent).not.toContain('evil.example');
    expect(container.querySelector('a')).toBeNull();
  });

  it('says how many lookups are left after the test when the worker knows', async () => {
    const fake = fakeOptionsPort();
    fake.port.testConnection.mockResolvedValue({
      ok: true,
      lookupsLeft: { left: 1237, of: 5000, source: 'service' },
    });
    render(<TestConnection port={fake.port} />);
    fireEvent.click(screen.getByRole('button', { name: 'Test connection — uses 1 lookup' }));
    await screen.findByText('Connection works. 1,237 of 5,000 lookups left this month.');
  });

  it('says only that it works when no figure is known', async () => {
    const fake = fakeOptionsPort();
    fake.port.testConnection.mockResolvedValue({ ok: true });
    render(<TestConnection port={fake.port} />);
    fireEvent.click(screen.getByRole('button', { name: 'Test connection — uses 1 lookup' }));
    await screen.findByText('Connection works.');
  });

  it("a test that could not run: the catalogue's sentence alone, the browser's words under Technical details", async () => {
    const fake = fakeOptionsPort();
    fake.port.testConnection.mockRejectedValue(
      new Error('Could not establish connection. Receiving end does not exist.'),
    );
    render(<TestConnection port={fake.port} />);
    fireEvent.click(screen.getByRole('button', { name: 'Test connection — uses 1 lookup' }));
    expect((await screen.findByText('The test could not run.')).getAttribute('role')).toBe('alert');
    expectTechnicalDetail('Could not establish connection. Receiving end does not exist.');
  });

  it('a test that could not run, with no words of its own: no details control', async () => {
    const fake = fakeOptionsPort();
    fake.port.testConnection.mockRejectedValue('');
    render(<TestConnection port={fake.port} />);
    fireEvent.click(screen.getByRole('button', { name: 'Test connection — uses 1 lookup' }));
    await screen.findByText('The test could not run.');
    expectNoTechnicalDetail();
  });

  it('shows no details control when the service said nothing of its own', async () => {
    const fake = fakeOptionsPort();
    fake.port.testConnection.mockResolvedValue({ ok: false, problem: { kind: 'api', error: 'network' } });
    const { container } = render(<TestConnection port={fake.port} />);
    fireEvent.click(screen.getByRole('button', { name: 'Test connection — uses 1 lookup' }));
    await screen.findByText(
      'Could not reach the menu service. Check the network connection and the service URL.',
    );
    expect(container.querySelector('details')).toBeNull();
  });
});
