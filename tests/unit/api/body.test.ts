import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, parseMenuBody, parseSearchBody } from '@/lib/api/normalise/body';
import { expectMenu } from './helpers';

describe('parseMenuBody', () => {
  it.each([
    ['not JSON', '<html>Bad gateway</html>'],
    ['truncated JSON', '{"items": ['],
    ['empty text', ''],
    ['JSON array', '[{"name": "Soup"}]'],
    ['JSON null', 'null'],
    ['JSON string', '"menu"'],
    ['JSON number', '42'],
    ['JSON boolean', 'true'],
  ])('%s → invalid_response', (_label, text) => {
    const result = parseMenuBody('place-1', text);
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid_response' } });
  });

  it('reads a large menu (under the client’s cap) into at most 2,000 dishes', () => {
    const items = Array.from({ length: 3000 }, (_, i) => ({
      name: `Dish ${i}`,
      description: 'd'.repeat(300),
    }));
    const text = JSON.stringify({ items });
    expect(text.length).toBeLessThan(MAX_BODY_BYTES);
    expect(expectMenu(parseMenuBody('p', text)).dishes).toHaveLength(2000);
  });

  it('accepts a UTF-8 byte order mark', () => {
    expect(expectMenu(parseMenuBody('p', '\uFEFF{"menu_status":"none"}')).status).toBe('none');
  });

  it('refuses an empty place id rather than producing an invalid Menu', () => {
    expect(parseMenuBody('  ', '{}')).toMatchObject({ ok: false, error: { kind: 'invalid_response' } });
  });
});

describe('parseSearchBody', () => {
  it.each([
    ['not JSON', 'oops'],
    ['array', '[]'],
    ['null', 'null'],
  ])('%s → invalid_response', (_label, text) => {
    expect(parseSearchBody('soup', text)).toMatchObject({ ok: false, error: { kind: 'invalid_response' } });
  });
});
