import { describe, expect, it } from 'vitest';
import { caughtMessage } from '@/lib/format/error-text';

describe('caughtMessage', () => {
  it("gives an Error's message and any other thrown value as a string", () => {
    expect(caughtMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(caughtMessage('quota exceeded')).toBe('quota exceeded');
    expect(caughtMessage(undefined)).toBe('undefined');
  });
});
