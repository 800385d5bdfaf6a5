import { describe, expect, it } from 'vitest';
import { chooseLanguage, languageOwnName, matchLanguage } from '@/lib/i18n/languages';

describe('languageOwnName', () => {
  it('names each language in itself, and a tag Intl cannot name by the tag', () => {
    expect(languageOwnName('de')).toBe('Deutsch');
    expect(languageOwnName('ja')).toBe('日本語');
    expect(languageOwnName('x-not a tag')).toBe('x-not a tag');
  });
});

describe('matchLanguage', () => {
  it('sends Simplified Chinese to zh-CN', () => {
    for (const tag of ['zh', 'zh-CN', 'zh-SG', 'zh-Hans', 'zh-Hans-CN', 'zh-Hans-HK', 'zh_CN']) {
      expect(matchLanguage(tag), tag).toBe('zh-CN');
    }
  });

  it('reads the old code for Hebrew as Hebrew', () => {
    expect(matchLanguage('iw')).toBe('he');
    expect(matchLanguage('iw-IL')).toBe('he');
  });

  it('does not send Traditional Chinese to Simplified: the next candidate, else English', () => {
    for (const tag of ['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-TW', 'zh_TW', 'ZH-hant-hk']) {
      expect(matchLanguage(tag), tag).toBeNull();
    }
    expect(chooseLanguage(['zh-TW'])).toBe('en');
    expect(chooseLanguage(['zh-Hant-HK', 'ja-JP'])).toBe('ja');
  });
});
