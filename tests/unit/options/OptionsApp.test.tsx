// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { OptionsApp } from '@/components/options/OptionsApp';
import { fakeOptionsPort } from '@/tests/fixtures/pages/fake-options-port';
import { expectTechnicalDetail } from '@/tests/fixtures/pages/technical-detail';

afterEach(cleanup);

describe('the options page', () => {
  it("options that could not be read: the catalogue's sentence alone, the browser's words under Technical details", async () => {
    const fake = fakeOptionsPort();
    fake.port.loadApiKey.mockRejectedValue(new Error('Could not establish connection.'));
    render(<OptionsApp port={fake.port} />);
    expect((await screen.findByText('The options could not be read.')).getAttribute('role')).toBe('alert');
    expectTechnicalDetail('Could not establish connection.');
    expect(screen.queryByLabelText('Service URL')).toBeNull();
  });
});
