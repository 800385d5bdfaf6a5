import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { releaseNote } from '@/scripts/release/changelog.ts';

const CHANGELOG = `# Changelog

## [Unreleased]

## [1.10.0] - 2026-12-01

### Fixed

- Menus load faster.

## [1.1.0] - 2026-11-01

### Added

- A thing.
`;

describe('releaseNote', () => {
  it("is the version's own section, up to the next version", () => {
    expect(releaseNote(CHANGELOG, '1.10.0')).toBe('### Fixed\n\n- Menus load faster.');
    expect(releaseNote(CHANGELOG, '1.1.0')).toBe('### Added\n\n- A thing.');
  });

  it('refuses a version without a section, or with an empty one', () => {
    expect(() => releaseNote(CHANGELOG, '1.0.0')).toThrow('no "## [1.0.0]" section');
    expect(() => releaseNote(CHANGELOG, '1x1x0')).toThrow('no "## [1x1x0]"');
    expect(() => releaseNote(CHANGELOG, 'Unreleased')).toThrow('is empty');
  });

  it("package.json's version has its note in CHANGELOG.md", () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(releaseNote(readFileSync('CHANGELOG.md', 'utf8'), version)).toContain('### Added');
  });
});
