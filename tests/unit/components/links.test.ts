import { describe, expect, it } from 'vitest';
import { safeHttpLink } from '@/components/menu/links';

describe('safeHttpLink', () => {
  it('keeps http(s) links and their host name', () => {
    expect(safeHttpLink('https://a.example/menu?x=1')).toEqual({
      href: 'https://a.example/menu?x=1',
      host: 'a.example',
    });
    expect(safeHttpLink('http://b.example')?.host).toBe('b.example');
    expect(safeHttpLink('https://user:pw@c.example/')?.host).toBe('c.example');
  });

  it('drops every other scheme and garbage', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://d.example/',
      'file:///etc/passwd',
      '//e.example/',
      'not a url',
      '',
      null,
    ]) {
      expect(safeHttpLink(url)).toBeNull();
    }
  });
});
