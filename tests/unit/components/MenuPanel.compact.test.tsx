// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { emptyView, view } from '@/tests/fixtures/menu-views';
import { dishNames, renderPanel } from './render-panel';

describe('compact (popup) mode', () => {
  it('renders the same menu in the compact layout', () => {
    const { container } = renderPanel(view(), { compact: true });
    const panel = container.querySelector('section.mom-panel');
    expect(panel).toHaveClass('mom-panel--compact');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Trattoria Sole');
    expect(dishNames(container)).toContain('Tomato soup');
    expect(container.querySelector('.mom-trust-line')).toHaveTextContent('Verified · 3 days ago');
  });

  it('uses the wide layout by default', () => {
    const { container } = renderPanel(view());
    expect(container.querySelector('section.mom-panel')).not.toHaveClass('mom-panel--compact');
  });

  it('renders states and their actions', () => {
    const { actions } = renderPanel(emptyView({ kind: 'no_key' }), { compact: true });
    fireEvent.click(screen.getByRole('button', { name: 'Open options' }));
    expect(actions.onOpenOptions).toHaveBeenCalledTimes(1);
  });

  it('renders the no-place state of the popup', () => {
    const { container } = renderPanel(emptyView({ kind: 'no_place' }, { placeId: null, nameHint: null }), {
      compact: true,
    });
    expect(container.querySelector('.mom-panel--compact')).toHaveTextContent(
      'Open a restaurant in Google Maps to see its menu',
    );
  });
});
