import { describe, expect, it } from 'vitest';
import { errorText } from '@/lib/format/error-text';

describe('errorText', () => {
  it("gives an Error's message and any other thrown value as a string", () => {
    expect(errorText(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorText('quota exceeded')).toBe('quota exceeded');
    expect(errorText(undefined)).toBe('undefined');
  });
});
