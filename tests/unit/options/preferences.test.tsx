// @vitest-environment happy-dom

import { readFileSync } from 'node:fs';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TYPING_PAUSE_MS } from '@/components/options/NumberField';
import { OptionsApp } from '@/components/options/OptionsApp';
import { SHIPPED_LANGUAGES } from '@/lib/i18n/languages';
import { type Catalogue, t, useCatalogue } from '@/lib/i18n/messages';
import { checkNumberPreference, limitValues } from '@/lib/options/preferences';
import { fakeOptionsPort } from '@/tests/fixtures/pages/fake-options-port';
import { budget, statusView } from '@/tests/fixtures/pages/menus';
import { expectTechnicalDetail } from '@/tests/fixtures/pages/technical-detail';

afterEach(cleanup);

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const AUTO_LOOKUP = 'Look up menus automatically on Google Maps place pages';
const AUTO_REFRESH = 'Refresh stale saved menus automatically';
const FRESHNESS = 'Freshness window (days)';
const ALLOWANCE = 'Monthly allowance (lookups)';
const PACK_CONFIRM = 'Ask before saving a list’s menus when that uses more lookups than';

/** Types `value` into the number field and leaves it, as a user does (the change event). */
function commitNumber(label: string, value: string) {
  fireEvent.input(field(label), { target: { value } });
  fireEvent.change(field(label), { target: { value } });
}

/** The field's own status lines (one of the elements its aria-describedby names). */
function statusOf(label: string): HTMLElement {
  const ids = field(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  const status = ids
    .map((id) => document.getElementById(id))
    .find((node) => node?.querySelector('[role=status]'));
  if (!status) throw new Error(`no status for ${label}`);
  return status;
}

async function renderOptions(fake: ReturnType<typeof fakeOptionsPort>) {
  render(<OptionsApp port={fake.port} />);
  await screen.findByRole('heading', { name: 'Preferences' });
}

describe('options: preferences', () => {
  it('shows the defaults', async () => {
    await renderOptions(fakeOptionsPort());
    expect(checkbox(AUTO_LOOKUP).checked).toBe(true);
    expect(checkbox(AUTO_REFRESH).checked).toBe(true);
    // What the refresh costs, read with the box.
    const refreshHint = checkbox(AUTO_REFRESH).getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(refreshHint)?.textContent).toBe('Each refresh uses 1 lookup.');
    expect(field(FRESHNESS).value).toBe('7');
    expect(field(ALLOWANCE).value).toBe('');
    const diets = within(screen.getByRole('group', { name: 'Highlight dishes that are' }));
    const boxes = diets.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.labels?.[0]?.textContent)).toEqual([
      'vegan',
      'vegetarian',
      'gluten-free',
      'halal',
      'kosher',
      'dairy-free',
      'nut-free',
    ]);
    expect(boxes.every((box) => !box.checked)).toBe(true);
  });

  it('saves a valid number after a pause in typing, though the field is never left (the tab may be closed)', async () => {
    const fake = fakeOptionsPort();
    await renderOptions(fake);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const typeInto = async (label: string, value: string, pause: number) => {
        fireEvent.input(field(label), { target: { value } });
        await act(async () => {
          await vi.advanceTimersByTimeAsync(pause);
        });
      };
      await typeInto(ALLOWANCE, '2', 100);
      await typeInto(ALLOWANCE, '25', 100);
      await typeInto(ALLOWANCE, '250', TYPING_PAUSE_MS - 1);
      expect(fake.port.saveSettings).not.toHaveBeenCalled();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1);
      });
      expect(fake.store.settings.monthlyAllowance).toBe(250);
      expect(fake.port.saveSettings).toHaveBeenCalledTimes(1);
      // Half-typed or emptied (no limit): nothing saved, nothing said until the field is left.
      await typeInto(FRESHNESS, '0', TYPING_PAUSE_MS);
      await typeInto(ALLOWANCE, '', TYPING_PAUSE_MS);
      expect(fake.port.saveSettings).toHaveBeenCalledTimes(1);
      expect(field(FRESHNESS).getAttribute('aria-invalid')).toBeNull();
      // Left at once (blur, Enter): saved then, and not again when the pause would have ended.
      commitNumber(PACK_CONFIRM, '25');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
      });
      expect(fake.port.saveSettings).toHaveBeenCalledTimes(2);
      expect(fake.store.settings.packConfirmAbove).toBe(25);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says what each automatic box costs beside it, before it is ticked', async () => {
    await renderOptions(fakeOptionsPort({ settings: { serviceUrl: 'https://menus.example.com' } }));
    const costOf = (name: string) =>
      document.getElementById(checkbox(name).getAttribute('aria-describedby') ?? '')?.textContent;
    expect(costOf(AUTO_LOOKUP)).toBe('Each place you open without a saved menu uses 1 lookup.');
    expect(costOf(AUTO_REFRESH)).toBe('Each refresh uses 1 lookup.');
  });

  it('saves each box as it is ticked and each number once the user is done with it', async () => {
    const fake = fakeOptionsPort({ settings: { serviceUrl: 'https://menus.example.com' } });
    await renderOptions(fake);
    fireEvent.click(checkbox(AUTO_LOOKUP));
    await waitFor(() => expect(fake.store.settings.autoLookup).toBe(false));
    fireEvent.click(checkbox(AUTO_REFRESH));
    fireEvent.click(checkbox('vegan'));
    fireEvent.click(checkbox('halal'));
    commitNumber(FRESHNESS, '30');
    commitNumber(ALLOWANCE, '250');
    commitNumber(PACK_CONFIRM, '25');

    await waitFor(() =>
      expect(fake.store.settings).toEqual({
        serviceUrl: 'https://menus.example.com',
        autoLookup: false,
        autoRefresh: false,
        freshnessDays: 30,
        monthlyAllowance: 250,
        lookupsPerHour: 60,
        dietPreferences: ['vegan', 'halal'],
        packConfirmAbove: 25,
      }),
    );
    // Each change is stored, then the worker told.
    expect(fake.calls).toEqual(Array(7).fill(['saveSettings', 'settingsChanged']).flat());
    // Said beside the field that was saved.
    expect(statusOf(FRESHNESS).textContent).toBe('Saved.');
    // One Save on the page, the connection's: the preferences need none.
    expect(screen.getAllByRole('button', { name: /^save/i }).map((button) => button.textContent)).toEqual([
      'Save',
    ]);

    cleanup();
    await renderOptions(fake);
    expect(checkbox(AUTO_LOOKUP).checked).toBe(false);
    expect(checkbox(AUTO_REFRESH).checked).toBe(false);
    expect(field(FRESHNESS).value).toBe('30');
    expect(field(ALLOWANCE).value).toBe('250');
    expect(field(PACK_CONFIRM).value).toBe('25');
    expect(checkbox('vegan').checked).toBe(true);
    expect(checkbox('halal').checked).toBe(true);
    expect(checkbox('kosher').checked).toBe(false);
  });

  it('a number being typed is not saved, nor one committed unchanged', async () => {
    const fake = fakeOptionsPort();
    await renderOptions(fake);
    fireEvent.input(field(FRESHNESS), { target: { value: '3' } });
    commitNumber(ALLOWANCE, '');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.calls).toEqual([]);
    expect(fake.store.settings.freshnessDays).toBe(7);
  });

  it('an empty allowance means none', async () => {
    const fake = fakeOptionsPort({ settings: { monthlyAllowance: 100 } });
    await renderOptions(fake);
    commitNumber(ALLOWANCE, '');
    await waitFor(() => expect(statusOf(ALLOWANCE).textContent).toBe('Saved.'));
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
  ])('%s = %s is refused beside the field, and nothing is saved', async (label, value, problem) => {
    const fake = fakeOptionsPort();
    await renderOptions(fake);
    commitNumber(label, value);
    expect((await screen.findByText(problem)).getAttribute('role')).toBe('alert');
    expect(field(label).getAttribute('aria-invalid')).toBe('true');
    expect(field(label).getAttribute('aria-describedby')).toContain(statusOf(label).id);
    expect(fake.calls).toEqual([]);
    // Corrected, it is saved and the problem goes.
    commitNumber(label, '12');
    await waitFor(() => expect(statusOf(label).textContent).toBe('Saved.'));
    expect(field(label).getAttribute('aria-invalid')).toBeNull();
  });

  it('two quick ticks both stay: each save starts from what the previous one stored', async () => {
    const fake = fakeOptionsPort();
    await renderOptions(fake);
    fireEvent.click(checkbox('vegan'));
    fireEvent.click(checkbox(AUTO_LOOKUP));
    commitNumber(FRESHNESS, '9');
    await waitFor(() => expect(fake.port.settingsChanged).toHaveBeenCalledTimes(3));
    expect(fake.store.settings).toMatchObject({
      autoLookup: false,
      freshnessDays: 9,
      dietPreferences: ['vegan'],
    });
  });

  it('a preference saved after the connection keeps the new service URL', async () => {
    const fake = fakeOptionsPort({ apiKey: 'k-1' });
    await renderOptions(fake);
    fireEvent.input(screen.getByLabelText('Service URL'), { target: { value: 'https://menus.example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.', { selector: '.options-ok' });
    fireEvent.click(checkbox('kosher'));
    await waitFor(() => expect(fake.store.settings.dietPreferences).toEqual(['kosher']));
    expect(fake.store.settings.serviceUrl).toBe('https://menus.example.org');
  });

  it("shows this month's usage", async () => {
    const fake = fakeOptionsPort();
    fake.port.status.mockResolvedValue(statusView({ budget: budget(85, 100) }));
    await renderOptions(fake);
    expect(await screen.findByText('85 of 100 this month — nearly used up')).toBeTruthy();
  });

  it("says the lookups left as the popup does: the service's figure, and this browser's beside the user's allowance", async () => {
    // The options page said only "12 of 100 this month" while the popup said "238 of 1,000 lookups left".
    const fake = fakeOptionsPort();
    fake.port.status.mockResolvedValue(
      statusView({ budget: budget(12, 100), lookupsLeft: { left: 238, of: 1000, source: 'service' } }),
    );
    await renderOptions(fake);
    const usage = await screen.findByText('238 of 1,000 lookups left');
    // What is left says itself: no "Usage:" before it, as in the popup.
    expect(usage.closest('p')?.textContent).toBe('238 of 1,000 lookups left');
    expect(usage.closest('p')?.className).toContain('options-usage--');
    expect(screen.getByText('Used from this browser: 12 of your 100 this month')).toBeTruthy();
  });

  it('without an allowance, the service figure alone: nothing of this browser that tells nothing', async () => {
    const fake = fakeOptionsPort();
    fake.port.status.mockResolvedValue(
      statusView({ budget: budget(2, null), lookupsLeft: { left: 998, of: 1000, source: 'service' } }),
    );
    await renderOptions(fake);
    await screen.findByText('998 of 1,000 lookups left');
    expect(screen.queryByText(/Used from this browser/)).toBeNull();
  });

  it('reads the usage again after saving a new allowance', async () => {
    const fake = fakeOptionsPort();
    await renderOptions(fake);
    await waitFor(() => expect(fake.port.status).toHaveBeenCalledTimes(1));
    commitNumber(ALLOWANCE, '40');
    await waitFor(() => expect(statusOf(ALLOWANCE).textContent).toBe('Saved.'));
    expect(fake.port.status).toHaveBeenCalledTimes(2);
  });
});

describe('options: preferences saved but the worker did not confirm', () => {
  it('does not claim the preferences were not saved when they were', async () => {
    const fake = fakeOptionsPort({ settings: { serviceUrl: 'https://menus.example.com' } });
    fake.port.settingsChanged.mockRejectedValue(new Error('Could not establish connection'));
    await renderOptions(fake);
    commitNumber(FRESHNESS, '30');

    const preferences = screen.getByRole('heading', { name: 'Preferences' }).closest('section')!;
    const said = await screen.findByText(
      'Saved, but the background worker did not confirm. Reload the extension if menus do not follow the new preferences.',
    );
    expect(said.getAttribute('role')).toBe('status');
    // The browser's English words are not part of the sentence: folded under Technical details.
    expectTechnicalDetail('Could not establish connection', field(FRESHNESS).closest('.options-field')!);
    // The field's description is the sentence: the details control is no part of it.
    expect(statusOf(FRESHNESS).querySelector('details')).toBeNull();
    expect(statusOf(FRESHNESS).textContent).not.toContain('Technical details');
    expect(fake.store.settings.freshnessDays).toBe(30);
    expect(preferences.textContent).not.toContain('Could not save');
  });

  it('still reports a real save failure, beside the box that could not be saved', async () => {
    const fake = fakeOptionsPort();
    fake.port.saveSettings.mockRejectedValue(new Error('QuotaExceededError'));
    await renderOptions(fake);
    fireEvent.click(checkbox(AUTO_REFRESH));
    expect((await screen.findByText('Could not save.')).getAttribute('role')).toBe('alert');
    expectTechnicalDetail('QuotaExceededError');
  });
});

describe('checkNumberPreference', () => {
  it.each(['', '0', '10001', '2.5'])('refuses %j automatic lookups per hour', (lookupsPerHour) => {
    expect(checkNumberPreference('lookupsPerHour', lookupsPerHour).ok).toBe(false);
  });
  it.each(['', '-1', '1e2', 'abc'])('refuses a freshness window of %j', (freshnessDays) => {
    expect(checkNumberPreference('freshnessDays', freshnessDays).ok).toBe(false);
  });
  it('accepts the bounds 1 and 365', () => {
    expect(checkNumberPreference('freshnessDays', '1')).toEqual({ ok: true, value: 1 });
    expect(checkNumberPreference('freshnessDays', '365')).toEqual({ ok: true, value: 365 });
  });
  it('reads an empty allowance as none', () => {
    expect(checkNumberPreference('monthlyAllowance', ' ')).toEqual({ ok: true, value: null });
  });
});

describe('the largest value, in the words', () => {
  const catalogueOf = (language: string) =>
    JSON.parse(readFileSync(`locales/${language}.json`, 'utf8')) as Catalogue;

  it.each(SHIPPED_LANGUAGES)('is written in the language’s own digits and separators (%s)', (language) => {
    useCatalogue(language, catalogueOf(language));
    const max = new Intl.NumberFormat(language).format(10_000);
    const problem = (field: 'lookupsPerHour' | 'packConfirmAbove') => {
      const checked = checkNumberPreference(field, '10001');
      return checked.ok ? '' : checked.problem;
    };
    expect(problem('lookupsPerHour')).toContain(max);
    expect(problem('packConfirmAbove')).toContain(max);
    expect(t('options.perHourHint', limitValues('lookupsPerHour'))).toContain(max);
  });

  it('is never a number of four digits or more typed into a catalogue', () => {
    const typed = SHIPPED_LANGUAGES.flatMap((language) =>
      Object.entries(catalogueOf(language))
        .filter(([key]) => key !== '_note')
        .flatMap(([key, message]) =>
          (typeof message === 'string' ? [message] : Object.values(message)).map(
            (text) => `${language} ${key}: ${text}`,
          ),
        )
        // Digits grouped or not (10000, 10,000, 10.000, 10 000); an HTTP status (404) is no count.
        .filter((line) => /\d[\d,.\u00a0\u202f ]{2,}\d/.test(line.replace(/\b[45]\d\d\b/g, ''))),
    );
    expect(typed).toEqual([]);
  });
});
