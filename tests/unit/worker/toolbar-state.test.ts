import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@/lib/clock';
import type { BudgetStatus } from '@/lib/messages/view';
import { toolbarState } from '@/lib/worker/toolbar-state';
import { T0 } from '@/tests/fixtures/worker/sample-menu';

const budget = (change: Partial<BudgetStatus> = {}): BudgetStatus => ({
  month: '2026-11',
  used: 3,
  allowance: null,
  exhaustedUntil: null,
  level: 'none',
  ...change,
});
const working = { keyState: 'ok', hasKey: true } as const;

describe('toolbarState', () => {
  it('says nothing when all is well: no badge, the name as the tooltip', () => {
    expect(toolbarState(working, budget(), T0)).toEqual({
      badge: { text: '', color: '#00000000' },
      title: 'Menu on Maps',
    });
  });

  it('asks for setup first: no key (information), a refused key (error), whatever the budget', () => {
    const spent = budget({ exhaustedUntil: T0 + DAY_MS });
    const none = toolbarState({ keyState: 'none', hasKey: false }, spent, T0);
    expect(none).toEqual({
      badge: { text: 'KEY', color: '#1a73e8' },
      title: 'Menu on Maps: add your API key to see menus',
    });
    const refused = toolbarState({ keyState: 'invalid', hasKey: true }, spent, T0);
    expect(refused).toEqual({
      badge: { text: 'KEY', color: '#c62828' },
      title: 'Menu on Maps: the menu service refused your API key',
    });
    // A key without a usable service URL: the URL is what is missing.
    expect(toolbarState({ keyState: 'none', hasKey: true }, budget(), T0).title).toBe(
      'Menu on Maps: set the menu service URL in the options',
    );
  });

  it("then the budget: the service's stop, the user's allowance reached, nearly reached", () => {
    const until = Date.UTC(2026, 11, 1);
    const spent = toolbarState(working, budget({ exhaustedUntil: until }), T0);
    expect(spent.badge.text).toBe('!');
    expect(spent.title).toMatch(/^Menu on Maps: monthly lookup budget used up\. Lookups resume on /);

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

  it('a stop that has ended says nothing', () => {
    expect(toolbarState(working, budget({ exhaustedUntil: T0 - 1 }), T0).title).toBe('Menu on Maps');
  });
});
