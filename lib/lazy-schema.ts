import { z } from 'zod';

// zod builds a schema, and every schema inside it, when its module is evaluated. The worker
// evaluates all of its modules on every cold start before it can answer the ask that woke it
// (BENCHMARKS.md, "Place change with the worker stopped first"), and that ask needs few of them.
// A lazy schema is built the first time it parses, then kept.

/** `build()`'s schema, built on first use. */
export function lazySchema<T extends z.ZodType>(build: () => T): z.ZodLazy<T> {
  return z.lazy(build);
}
