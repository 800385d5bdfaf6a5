import { describe, expect, it } from 'vitest';
import { nameFolder } from '@/lib/storage/search/search-rows';
import { foldText, searchWords, tokenize } from '@/lib/storage/search/search-text';
import { createRandom } from '@/service/catalog/random';

describe('text folding', () => {
  it('strips accents, lower-cases and folds ligatures', () => {
    expect(foldText('Crème Brûlée')).toBe('creme brulee');
    expect(foldText('ŒUF À LA NEIGE')).toBe('oeuf a la neige');
    expect(foldText('ﬁlet')).toBe('filet');
  });

  it('folds ASCII text as the whole folding would (lower-casing is all it does there)', () => {
    // With an "é" after it, the text takes the whole way (normalisation, marks, letters).
    for (let code = 0; code < 128; code += 1) {
      const text = `Ab${String.fromCharCode(code)}Z`;
      expect(`${foldText(text)}e`).toBe(foldText(`${text}é`));
    }
  });

  it('splits on anything but letters and digits, keeping non-Latin scripts', () => {
    expect(tokenize('Pad-Thai (2 pers.)')).toEqual(['pad', 'thai', '2', 'pers']);
    expect(tokenize('  ')).toEqual([]);
    expect(tokenize('ラーメン 大盛り')).toEqual(['ラーメン', '大盛り']);
  });
});

describe('searchWords', () => {
  it('makes every Chinese character a word of its own', () => {
    expect(searchWords('麻婆豆腐')).toEqual(['麻', '婆', '豆', '腐']);
    expect(searchWords('チャーシュー麺')).toEqual(['チャーシュー', '麺']);
  });

  it('starts a word where hiragana meets katakana, either way', () => {
    expect(searchWords('とんこつラーメン')).toEqual(['とんこつ', 'ラーメン']);
    expect(searchWords('チーズたっぷり')).toEqual(['チーズ', 'たっぷり']);
    // Beside Chinese characters, which are words of their own already.
    expect(searchWords('海老のフライ')).toEqual(['海', '老', 'の', 'フライ']);
    expect(searchWords('からあげ定食')).toEqual(['からあげ', '定', '食']);
    // Latin letters and digits beside kana are a word of their own too.
    expect(searchWords('BLTサンド')).toEqual(['blt', 'サンド']);
    expect(searchWords('Aランチ')).toEqual(['a', 'ランチ']);
    expect(searchWords('ビール2杯')).toEqual(['ビール', '2', '杯']);
    expect(searchWords('とんかつbento')).toEqual(['とんかつ', 'bento']);
    expect(searchWords('ＢＬＴサンド')).toEqual(['blt', 'サンド']);
    expect(searchWords('Tonkotsu とんこつラーメン 2')).toEqual(['tonkotsu', 'とんこつ', 'ラーメン', '2']);
  });

  it('keeps the prolonged sound mark and voicing marks with the run they follow', () => {
    expect(searchWords('ラーメン')).toEqual(['ラーメン']);
    expect(searchWords('らーめん')).toEqual(['らーめん']);
    expect(searchWords('カレーうどん')).toEqual(['カレー', 'うどん']);
    expect(searchWords('ゴーヤーちゃんぷるー')).toEqual(['ゴーヤー', 'ちゃんぷるー']);
    // Mixed within the word: the turn comes after the mark, so "メン" starts a word.
    expect(searchWords('らーメン')).toEqual(['らー', 'メン']);
    // Half-width katakana, its ｰ and its separate voicing mark meet the turn composed (ガーリック).
    expect(searchWords('ｶﾞｰﾘｯｸらいす')).toEqual(['ガーリック', 'らいす']);
    expect(searchWords('か\u3099ラ')).toEqual(['が', 'ラ']);
  });

  it('splits a query as it splits a name: the whole name is its words, each starting a word', () => {
    expect(searchWords('とんこつラーメン')).toEqual(searchWords('とんこつ ラーメン'));
    expect(searchWords('ラーメン')).toEqual(['ラーメン']);
  });
});

describe('nameFolder', () => {
  it('returns the words searchWords returns, whatever stands beside a space', () => {
    // Characters whose folding depends on their neighbours or that fold into separators or
    // several letters: a final sigma, marks (kept after kana, stripped elsewhere), a no-break
    // space, ligatures, Chinese characters, punctuation, and runs long enough for both caps.
    const pieces = [
      ' ',
      ' ',
      '  ',
      '\u00a0',
      'Σ',
      'ΣΑ',
      'ος',
      '\u0301',
      '\u3099',
      'カ',
      'ハ',
      'か',
      'ー',
      'ｰ',
      'らーめん',
      'é',
      'ß',
      'ﬁ',
      'Œ',
      '豆腐',
      '丼',
      '-',
      "'",
      '.',
      '1',
      '½',
      'Pizza',
      'x'.repeat(45),
      'a b c d e f g h i j k l m',
    ];
    const random = createRandom(7);
    const fold = nameFolder();
    for (let i = 0; i < 3_000; i += 1) {
      const length = 1 + Math.floor(random() * 12);
      const text = Array.from({ length }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      expect(fold(text), JSON.stringify(text)).toEqual(searchWords(text).join(' '));
    }
    expect(fold('Crème brûlée crème')).toBe('creme brulee creme');
  });
});
