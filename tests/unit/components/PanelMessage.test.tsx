// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { TechnicalDetail } from '@/components/menu/PanelMessage';
import { expectTechnicalDetail } from '@/tests/fixtures/pages/technical-detail';

afterEach(cleanup);

describe('TechnicalDetail', () => {
  it('folds the words under a closed "Technical details" control, as text in their own direction', () => {
    const words = '<b>Receiving end does not exist.</b>';
    const { container } = render(<TechnicalDetail class="mom-technical-detail" text={words} />);
    expectTechnicalDetail(words, container);
    expect(container.querySelector('b')).toBeNull();
  });

  it.each(['', '  ', '\n'])('shows no control for blank words (%j)', (words) => {
    const { container } = render(<TechnicalDetail class="mom-technical-detail" text={words} />);
    expect(container.innerHTML).toBe('');
  });
});
