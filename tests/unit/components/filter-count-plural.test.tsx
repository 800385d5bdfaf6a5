// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { dish, menu, view } from '@/tests/fixtures/menu-views';
import { renderPanel } from './render-panel';

describe('dish count while filtering', () => {
  it('says "1 of 1 dish", not "1 of 1 dishes", for a one-dish menu', () => {
    const one = menu({ dishes: [dish({ name: 'Falafel', diet: ['vegan'] })] });
    renderPanel(view({ menu: { menu: one, fetchedAt: Date.now(), stale: false } }));
    expect(screen.getByText('1 dish')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^vegan/ }));
    expect(screen.getByText('Showing 1 of 1 dish')).toBeInTheDocument();
  });
});
