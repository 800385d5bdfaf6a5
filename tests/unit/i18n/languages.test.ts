import { describe, expect, it } from 'vitest';
import { languageOwnName } from '@/lib/i18n/languages';

describe('languageOwnName', () => {
  it('names each language in itself, and a tag Intl cannot name by the tag', () => {
    expect(languageOwnName('de')).toBe('Deutsch');
    expect(languageOwnName('ja')).toBe('日本語');
    expect(languageOwnName('x-not a tag')).toBe('x-not a tag');
  });
});
