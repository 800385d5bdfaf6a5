// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InlinePanel } from '@/components/inline/InlinePanel';
import { makeActions, NOW, view } from '@/tests/fixtures/menu-views';

afterEach(() => cleanup());

function renderInline(collapsed: boolean) {
  const onToggleCollapsed = vi.fn();
  const actions = { ...makeActions(), onToggleCollapsed };
  render(<InlinePanel view={view()} collapsed={collapsed} now={NOW} actions={actions} />);
  return { onToggleCollapsed };
}

describe('InlinePanel', () => {
  it('shows the menu under a title bar whose button says it hides the panel', () => {
    const { onToggleCollapsed } = renderInline(false);
    const toggle = screen.getByRole('button', { name: 'Hide menu panel' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('complementary', { name: 'Menu on Maps' })).toBeInTheDocument();
    expect(document.querySelectorAll('.mom-dish').length).toBeGreaterThan(0);
    fireEvent.click(toggle);
    expect(onToggleCollapsed).toHaveBeenCalledTimes(1);
  });

  it('collapsed, keeps only the title bar with a button that shows the panel again', () => {
    renderInline(true);
    const toggle = screen.getByRole('button', { name: 'Show menu panel' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelectorAll('.mom-dish')).toHaveLength(0);
    expect(screen.getByText('Menu on Maps')).toBeInTheDocument();
  });

  it('has no emoji in its title bar, which a system without a colour emoji font shows as a box', () => {
    renderInline(true);
    const bar = document.querySelector('.mom-inline-bar');
    expect(bar?.textContent).toContain('Menu on Maps');
    expect(bar?.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});
