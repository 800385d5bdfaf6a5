// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { PopupApp } from '@/components/popup/PopupApp';
import type { BudgetStatus, LookupsLeft } from '@/lib/messages/view';
import { fakePopupPort, TAB_PLACE } from '@/tests/fixtures/pages/fake-popup-port';
import { budget, menuView, statusView } from '@/tests/fixtures/pages/menus';

afterEach(cleanup);

async function renderWithBudget(value: BudgetStatus) {
  const { port } = fakePopupPort({ status: async () => statusView({ budget: value }) });
  const { container } = render(<PopupApp port={port} />);
  await screen.findByText(/this month/);
  return container.querySelector('.popup-budget');
}

describe('popup header: budget meter', () => {
  it('shows "12 of 100 this month" with a meter when an allowance is set', async () => {
    const meterBox = await renderWithBudget(budget(12, 100));
    expect(screen.getByText('12 of 100 this month')).toBeTruthy();
    const meter = meterBox?.querySelector('meter');
    const label = document.getElementById(meter?.getAttribute('aria-labelledby') ?? '');
    expect(label?.textContent).toBe('Lookups: 12 of 100 this month');
    expect(meter?.getAttribute('value')).toBe('12');
    expect(meter?.getAttribute('max')).toBe('100');
    expect(meterBox?.className).toContain('popup-budget--none');
  });

  it('warns from 80 % of the allowance', async () => {
    const meterBox = await renderWithBudget(budget(80, 100));
    expect(screen.getByText('80 of 100 this month — nearly used up')).toBeTruthy();
    expect(meterBox?.className).toContain('popup-budget--warn');
    // The meter turns at the same share as the level (and the badge).
    const meter = meterBox?.querySelector('meter');
    expect([meter?.getAttribute('low'), meter?.getAttribute('high')]).toEqual(['80', '80']);
  });

  it('says "reached" at 100 %', async () => {
    const meterBox = await renderWithBudget(budget(101, 100));
    expect(screen.getByText('101 of 100 this month — reached')).toBeTruthy();
    expect(meterBox?.className).toContain('popup-budget--reached');
    expect(meterBox?.querySelector('meter')?.getAttribute('value')).toBe('100');
  });

  it('counts lookups without a meter when no allowance is set', async () => {
    const meterBox = await renderWithBudget(budget(1, null));
    expect(screen.getByText('1 lookup this month')).toBeTruthy();
    expect(meterBox?.querySelector('meter')).toBeNull();
  });

  it("says until when the service's budget is used up", async () => {
    const until = new Date(2026, 11, 1, 12).getTime();
    await renderWithBudget(budget(5, null, { exhaustedUntil: until }));
    expect(screen.getByText('Service budget used up until Dec 1, 2026')).toBeTruthy();
  });
});

describe('popup header: lookups left', () => {
  async function renderWith(value: BudgetStatus, lookupsLeft: LookupsLeft) {
    const { port } = fakePopupPort({ status: async () => statusView({ budget: value, lookupsLeft }) });
    const { container } = render(<PopupApp port={port} />);
    await waitFor(() => expect(container.querySelector('.popup-budget')?.textContent).toMatch(/left/));
    return container.querySelector('.popup-budget');
  }

  it("shows the service's figure on the meter, and what this browser spent against the allowance", async () => {
    const meterBox = await renderWith(budget(85, 100), { left: 238, of: 1000, source: 'service' });
    const meter = meterBox?.querySelector('meter');
    expect(document.getElementById(meter?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      '238 of 1,000 lookups left',
    );
    // The bar shows what the words say: what is left, full being best.
    expect(meter?.getAttribute('value')).toBe('238');
    expect(meter?.getAttribute('max')).toBe('1000');
    expect(meter?.getAttribute('optimum')).toBe('1000');
    expect([meter?.getAttribute('low'), meter?.getAttribute('high')]).toEqual(['200', '200']);
    expect(
      screen.getByText('Used from this browser: 85 of your 100 this month — nearly used up'),
    ).toBeTruthy();
    expect(meterBox?.className).toContain('popup-budget--warn');
  });

  it("warns when the service's figure runs low, and says when none is left", async () => {
    const low = await renderWith(budget(3, null), { left: 150, of: 1000, source: 'service' });
    expect(screen.getByText('150 of 1,000 lookups left — nearly used up')).toBeTruthy();
    expect(screen.getByText('Used from this browser: 3 lookups this month')).toBeTruthy();
    expect(low?.className).toContain('popup-budget--warn');
    cleanup();
    const none = await renderWith(budget(3, null), { left: 0, of: 1000, source: 'service' });
    expect(screen.getByText('0 of 1,000 lookups left — reached')).toBeTruthy();
    expect(none?.className).toContain('popup-budget--reached');
  });

  it('says nothing more when this browser spent all the service counts and no limit is set', async () => {
    const meterBox = await renderWith(budget(12, null), { left: 988, of: 1000, source: 'service' });
    expect(meterBox?.textContent).toBe('988 of 1,000 lookups left');
  });

  it('says nothing more while requests of this browser are still out (the service has not counted them yet)', async () => {
    const meterBox = await renderWith(budget(15, null), { left: 988, of: 1000, source: 'service' });
    expect(meterBox?.textContent).toBe('988 of 1,000 lookups left');
  });

  it('shows what is left of the allowance once, without repeating what was spent', async () => {
    const meterBox = await renderWith(budget(12, 100), { left: 88, of: 100, source: 'allowance' });
    expect(meterBox?.textContent).toBe('88 of 100 lookups left');
    expect(meterBox?.querySelector('meter')?.getAttribute('value')).toBe('88');
  });
});

describe('popup header: offline and options', () => {
  it('follows the online/offline events', async () => {
    const fake = fakePopupPort();
    render(<PopupApp port={fake.port} />);
    await screen.findByText('Margherita');
    expect(screen.queryByText('Offline — saved menus only')).toBeNull();

    fake.setOnline(false);
    expect(await screen.findByText('Offline — saved menus only')).toBeTruthy();
    fake.setOnline(true);
    await screen.findByText('Margherita');
    expect(screen.queryByText('Offline — saved menus only')).toBeNull();
  });

  it('shows offline when the worker reports the last request failed for lack of network', async () => {
    const { port } = fakePopupPort({
      menuForTab: async () => ({ ...menuView(TAB_PLACE, 'Trattoria Uno', ['Margherita']), offline: true }),
    });
    render(<PopupApp port={port} />);
    expect(await screen.findByText('Offline — saved menus only')).toBeTruthy();
  });

  it('removes its listeners when closed', async () => {
    const fake = fakePopupPort();
    const { unmount } = render(<PopupApp port={fake.port} />);
    await screen.findByText('Margherita');
    expect(fake.listenerCount()).toBeGreaterThan(0);
    unmount();
    expect(fake.listenerCount()).toBe(0);
  });

  it('opens the options page', async () => {
    const { port } = fakePopupPort();
    render(<PopupApp port={port} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Options' }));
    expect(port.openOptions).toHaveBeenCalledTimes(1);
  });
});

describe('popup tabs: keyboard', () => {
  it('moves between tabs with the arrow keys, Home and End (one tab stop)', async () => {
    const { port } = fakePopupPort();
    render(<PopupApp port={port} />);
    await screen.findByText('Margherita');
    const place = screen.getByRole('tab', { name: 'Current place' });
    const search = screen.getByRole('tab', { name: 'Search' });
    const saved = screen.getByRole('tab', { name: 'Saved' });
    expect([place.tabIndex, search.tabIndex, saved.tabIndex]).toEqual([0, -1, -1]);

    fireEvent.keyDown(place, { key: 'ArrowRight' });
    expect(search.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(search);
    expect(screen.getByRole('tabpanel', { name: 'Search' })).toBeTruthy();

    fireEvent.keyDown(search, { key: 'End' });
    expect(document.activeElement).toBe(saved);
    fireEvent.keyDown(saved, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(place);
    fireEvent.keyDown(place, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(saved);
    fireEvent.keyDown(saved, { key: 'Home' });
    expect(place.getAttribute('aria-selected')).toBe('true');
    expect([place.tabIndex, search.tabIndex, saved.tabIndex]).toEqual([0, -1, -1]);
  });
});
