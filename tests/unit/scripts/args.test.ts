import { describe, expect, it } from 'vitest';
import { displayAvailable, parseDemoArgs } from '@/scripts/demo/args.ts';

describe('displayAvailable', () => {
  it('needs DISPLAY or WAYLAND_DISPLAY on Linux only', () => {
    expect(displayAvailable({}, 'linux')).toBe(false);
    expect(displayAvailable({ DISPLAY: ':0' }, 'linux')).toBe(true);
    expect(displayAvailable({ WAYLAND_DISPLAY: 'wayland-0' }, 'linux')).toBe(true);
    expect(displayAvailable({ DISPLAY: '' }, 'linux')).toBe(false);
    expect(displayAvailable({}, 'darwin')).toBe(true);
  });
});

describe('parseDemoArgs', () => {
  it('reads --headless and --help and refuses anything else', () => {
    expect(parseDemoArgs([])).toEqual({ headless: false, help: false });
    expect(parseDemoArgs(['--headless'])).toEqual({ headless: true, help: false });
    expect(parseDemoArgs(['-h'])).toEqual({ headless: false, help: true });
    expect(() => parseDemoArgs(['--headles'])).toThrow('Unknown option: --headles');
  });
});
