import { describe, expect, it } from 'vitest';
import { chromiumPlan } from '@/scripts/demo/chromium-setup.ts';

describe('chromiumPlan', () => {
  const none = { found: null, isRoot: true, isDebian: true, hasAptGet: true };

  it('uses an installed browser without installing anything', () => {
    expect(chromiumPlan({ ...none, found: '/usr/bin/chromium' })).toEqual({
      kind: 'use',
      path: '/usr/bin/chromium',
    });
  });

  it('installs only as root on Debian with apt-get', () => {
    expect(chromiumPlan(none)).toEqual({ kind: 'install' });
    expect(chromiumPlan({ ...none, isRoot: false })).toEqual({ kind: 'missing' });
    expect(chromiumPlan({ ...none, isDebian: false })).toEqual({ kind: 'missing' });
    expect(chromiumPlan({ ...none, hasAptGet: false })).toEqual({ kind: 'missing' });
  });
});
