import { describe, expect, it } from 'vitest';
import { failedView } from '@/lib/popup/popup-views';
import { menuView } from '@/tests/fixtures/pages/menus';

describe('failedView', () => {
  it("says the worker did not answer as a problem code; the browser's English words only as the detail", () => {
    const shown = menuView('ChIJ_a', 'Trattoria Uno', ['Margherita']);
    const failed = failedView(
      shown,
      new Error('Could not establish connection. Receiving end does not exist.'),
    );
    expect(failed.outcome).toEqual({
      kind: 'error',
      problem: { kind: 'no_answer' },
      detail: 'Could not establish connection. Receiving end does not exist.',
    });
    // The saved menu on screen stays.
    expect(failed.menu).toBe(shown.menu);
  });
});
