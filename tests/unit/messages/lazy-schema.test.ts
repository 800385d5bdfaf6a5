import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from '@/lib/lazy-schema';

const counted = () => {
  const calls = { builds: 0 };
  const schema = lazySchema(() => {
    calls.builds += 1;
    return z.object({ name: z.string().min(1), price: z.number().nullable() });
  });
  return { calls, schema };
};

describe('lazySchema', () => {
  it("tells zod it may not compile parsers (the extension's CSP forbids eval) before it builds the first", async () => {
    vi.resetModules();
    const fresh = await import('zod/mini');
    const { lazySchema: freshLazy } = await import('@/lib/lazy-schema');
    const schema = freshLazy(() => fresh.object({ name: fresh.string() }));
    expect(fresh.config().jitless ?? false).toBe(false);
    expect(schema.safeParse({ name: 'Soup' }).success).toBe(true);
    expect(fresh.config().jitless).toBe(true);
  });

  it('builds nothing until the schema is used, then once', () => {
    const { calls, schema } = counted();
    expect(calls.builds).toBe(0);
    expect(schema.safeParse({ name: 'Soup', price: 4 })).toEqual({
      success: true,
      data: { name: 'Soup', price: 4 },
    });
    expect(schema.safeParse({ name: '', price: 4 }).success).toBe(false);
    expect(() => schema.parse({ name: 'Soup' })).toThrow();
    expect(calls.builds).toBe(1);
  });

  it('validates as the schema it stands for when built into others', () => {
    const { calls, schema } = counted();
    const outer = z.object({ dishes: z.array(schema), top: schema.nullable().optional() });
    expect(calls.builds).toBeLessThanOrEqual(1);
    expect(outer.safeParse({ dishes: [{ name: 'Tea', price: null }] }).success).toBe(true);
    expect(outer.safeParse({ dishes: [{ name: 'Tea', price: '1' }] }).success).toBe(false);
    expect(outer.safeParse({ dishes: [], top: { name: 'X', price: 1 } }).success).toBe(true);
    expect(calls.builds).toBe(1);
  });

  it('is a zod schema to zod and to its callers', () => {
    const { schema } = counted();
    expect(schema).toBeInstanceOf(z.ZodObject);
    expect(Object.keys(schema.shape)).toEqual(['name', 'price']);
    expect(schema.partial().safeParse({}).success).toBe(true);
    expect(z.union([schema, z.literal('none')]).safeParse('none').success).toBe(true);
  });
});
