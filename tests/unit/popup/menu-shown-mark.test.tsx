// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PopupApp } from '@/components/popup/PopupApp';
import { MENU_SHOWN_MARK, markMenuShown } from '@/lib/popup/menu-shown-mark';
import { noPlaceView } from '@/lib/popup/popup-views';
import { fakePopupPort } from '@/tests/fixtures/pages/fake-popup-port';

// The benchmark of the real toolbar popup reads this mark (scripts/bench/popup.ts).

const marks = () => performance.getEntriesByName(MENU_SHOWN_MARK);

beforeEach(() => performance.clearMarks());
afterEach(cleanup);

describe('the menu-shown mark', () => {
  it('is set once, by the render that first shows the tab’s menu', async () => {
    render(<PopupApp port={fakePopupPort().port} />);
    expect(marks()).toHaveLength(0);
    await screen.findByText('Margherita');
    expect(marks()).toHaveLength(1);
    markMenuShown();
    expect(marks()).toHaveLength(1);
  });

  it('is not set while the tab shows no place', async () => {
    const { port } = fakePopupPort({
      menuForTab: async () => noPlaceView(false),
    });
    render(<PopupApp port={port} />);
    await screen.findByRole('tab', { name: 'Search', selected: true });
    expect(marks()).toHaveLength(0);
  });
});
