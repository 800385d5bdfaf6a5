import { describe, expect, it } from 'vitest';
import { levelOfLeft } from '@/lib/messages/view';

describe('levelOfLeft', () => {
  const service = (left: number, of = 1000) => ({ left, of, source: 'service' as const });

  it("judges the service's figure by the share spent, as the allowance is judged", () => {
    expect(levelOfLeft(service(201), 'none')).toBe('none');
    expect(levelOfLeft(service(200), 'none')).toBe('warn');
    expect(levelOfLeft(service(0), 'none')).toBe('reached');
    expect(levelOfLeft(service(0), 'warn')).toBe('reached');
  });

  it("keeps the allowance's level where the service's figure says nothing is near", () => {
    expect(levelOfLeft(service(900), 'warn')).toBe('warn');
    expect(levelOfLeft({ left: 3, of: 100, source: 'allowance' }, 'warn')).toBe('warn');
    expect(levelOfLeft({ left: 50, of: 100, source: 'allowance' }, 'none')).toBe('none');
  });
});
