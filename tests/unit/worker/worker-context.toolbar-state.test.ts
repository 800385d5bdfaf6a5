import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@/lib/clock';
import type { BudgetStatus } from '@/lib/messages/view';
import { toolbarState } from '@/lib/worker/worker-context';
import { T0 } from '@/tests/fixtures/worker/sample-menu';

const budget = (change: Partial<BudgetStatus> = {}): BudgetStatus => ({
  month: '2026-11',
  used: 3,
  allowance: null,
  exhaustedUntil: null,
  level: 'none',
  ...change,
});
const working = { keyState: 'ok' } as const;

describe('toolbarState', () => {
  it('says nothing when all is well: no badge, the name as the tooltip', () => {
    expect(toolbarState(working, budget(), T0)).toEqual({
      badge: { text: '', color: '#00000000' },
      title: 'Menu on Maps',
    });
  });

  it('asks for setup first: no key (information), a refused key (error), whatever the budget', () => {
    const spent = budget({ exhaustedUntil: T0 + DAY_MS });
    const none = toolbarState({ keyState: 'none' }, spent, T0);
    expect(none).toEqual({
      badge: { text: 'KEY', color: '#1a73e8' },
      title: 'Menu on Maps: add your API key to see menus',
    });
    const refused = toolbarState({ keyState: 'invalid' }, spent, T0);
    expect(refused).toEqual({
      badge: { text: 'KEY', color: '#c62828' },
      title: 'Menu on Maps: the menu service refused your API key',
    });
    // A key without a usable service URL: the URL is what is missing.
    expect(toolbarState({ keyState: 'no_service' }, budget(), T0).title).toBe(
      'Menu on Maps: set the menu service URL in the options',
    );
  });

  it("then the budget: the service's stop, the user's allowance reached, nearly reached", () => {
    const until = Date.UTC(2026, 11, 1);
    const spent = toolbarState(working, budget({ exhaustedUntil: until }), T0);
    expect(spent.badge.text).toBe('!');
    expect(spent.title).toMatch(
      /^Menu on Maps: the menu service’s monthly budget for your key is used up\. Lookups resume on /,
    );

    const reached = toolbarState(working, budget({ used: 1200, allowance: 1200, level: 'reached' }), T0);
    expect(reached).toEqual({
      badge: { text: '!', color: '#c62828' },
      title: 'Menu on Maps: 1,200 of your 1,200 lookups used this month: allowance reached',
    });
    const warn = toolbarState(working, budget({ used: 85, allowance: 100, level: 'warn' }), T0);
    expect(warn).toEqual({
      badge: { text: '80%', color: '#ef6c00' },
      title: 'Menu on Maps: 85 of your 100 lookups used this month',
    });
  });

  it("the service's figure of lookups left, nearly or wholly spent, as the allowance is", () => {
    const service = (left: number) => ({ left, of: 1000, source: 'service' as const });
    expect(toolbarState(working, budget(), T0, service(150))).toEqual({
      badge: { text: '80%', color: '#ef6c00' },
      title: 'Menu on Maps: 150 of 1,000 lookups left this month, says the menu service',
    });
    expect(toolbarState(working, budget(), T0, service(0))).toEqual({
      badge: { text: '!', color: '#c62828' },
      title:
        'Menu on Maps: the menu service’s monthly budget for your key is used up (0 of 1,000 lookups left this month)',
    });
    // Plenty left: nothing to say.
    expect(toolbarState(working, budget(), T0, service(900))).toEqual(toolbarState(working, budget(), T0));
    // Plenty left by the service's word, the user's allowance nearly reached: the allowance speaks.
    const nearly = budget({ used: 85, allowance: 100, level: 'warn' });
    expect(toolbarState(working, nearly, T0, service(900)).title).toBe(
      'Menu on Maps: 85 of your 100 lookups used this month',
    );
    // The service's stop (a 429) still comes first.
    const until = Date.UTC(2026, 11, 1);
    expect(toolbarState(working, budget({ exhaustedUntil: until }), T0, service(0)).title).toMatch(
      /the menu service’s monthly budget for your key is used up\. Lookups resume on /,
    );
    // Setup needed comes before any figure.
    expect(toolbarState({ keyState: 'invalid' }, budget(), T0, service(0)).badge.text).toBe('KEY');
  });

  it("the allowance's figure shown: its own level, the same as without it", () => {
    const nearly = budget({ used: 85, allowance: 100, level: 'warn' });
    const left = { left: 15, of: 100, source: 'allowance' as const };
    expect(toolbarState(working, nearly, T0, left)).toEqual(toolbarState(working, nearly, T0));
  });

  it('a stop that has ended says nothing', () => {
    expect(toolbarState(working, budget({ exhaustedUntil: T0 - 1 }), T0).title).toBe('Menu on Maps');
  });
});
