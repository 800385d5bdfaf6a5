// @vitest-environment happy-dom
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { MenuView } from '@/lib/messages/view';
import { cached, emptyView, menuOfGrade, RESETS_AT, view } from '@/tests/fixtures/menu-views';
import { renderPanel } from './render-panel';

// Structure and ARIA only: happy-dom has no layout, so colour contrast is left to the browser e2e run.
async function violations(container: Element): Promise<string[]> {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

const VIEWS: Array<[string, MenuView]> = [
  ['verified menu', view({ dietPreferences: ['vegan'] })],
  ['unavailable menu', view({ menu: cached(menuOfGrade('unavailable')) })],
  ['budget notice over a saved menu', view({ outcome: { kind: 'budget_exhausted', resetsAt: RESETS_AT } })],
  ['refreshing', view({ outcome: { kind: 'refreshing' }, offline: true })],
  ['loading', emptyView({ kind: 'loading' })],
  ['no key', emptyView({ kind: 'no_key' })],
  ['no place', emptyView({ kind: 'no_place' })],
];

describe('accessibility (axe, structural rules)', () => {
  it.each(VIEWS)('%s has no violations', async (_name, panelView) => {
    const { container } = renderPanel(panelView);
    expect(await violations(container)).toEqual([]);
  });

  it('finds none in compact mode either', async () => {
    const { container } = renderPanel(view(), { compact: true });
    expect(await violations(container)).toEqual([]);
  });
});
