import { describe, expect, it } from 'vitest';
import { presetServiceFile, readPresetServiceUrl } from '@/lib/options/preset-service';

describe("the build's service URL (service.json)", () => {
  it('reads back what the build wrote, normalised as a saved URL is', () => {
    expect(readPresetServiceUrl(JSON.parse(presetServiceFile('https://menus.example.com')))).toBe(
      'https://menus.example.com',
    );
    expect(readPresetServiceUrl({ serviceUrl: 'https://menus.example.com/api/v1/' })).toBe(
      'https://menus.example.com/api',
    );
    expect(readPresetServiceUrl(JSON.parse(presetServiceFile(null)))).toBeNull();
  });

  it.each([
    ['no file content', undefined],
    ['another shape', { url: 'https://menus.example.com' }],
    ['a URL no setting accepts', { serviceUrl: 'http://menus.example.com' }],
    ['not a URL', { serviceUrl: 'menus' }],
  ])('reads %s as none: the user enters a URL', (_case, json) => {
    expect(readPresetServiceUrl(json)).toBeNull();
  });
});
