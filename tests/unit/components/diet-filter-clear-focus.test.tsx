// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { view } from '@/tests/fixtures/menu-views';
import { renderPanel } from './render-panel';

describe('diet filter Clear and keyboard focus', () => {
  it('keeps focus in the filter when Clear removes itself', () => {
    const { container } = renderPanel(view());
    fireEvent.click(screen.getByRole('button', { name: /^vegan/ }));
    const clear = screen.getByRole('button', { name: 'Clear' });
    clear.focus();
    expect(document.activeElement).toBe(clear);
    fireEvent.click(clear);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    // Not dropped to <body>: a keyboard user would have to tab through the whole page again.
    expect(document.activeElement).not.toBe(document.body);
    expect(container.querySelector('.mom-filter')?.contains(document.activeElement)).toBe(true);
  });
});
