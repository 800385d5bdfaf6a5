import * as z from 'zod/mini';

// zod builds a schema, and every schema inside it, when its module is evaluated. The worker
// evaluates all of its modules on every cold start before it can answer the ask that woke it
// (BENCHMARKS.md, "Place change with the worker stopped first"), and that ask needs few of them.
// A lazy schema is built the first time it is used (parsed, or built into another schema's parse),
// then kept. It stands in for the schema itself rather than being a `z.lazy`: every zod schema
// object costs its construction, and the worker declares dozens of them. The extension's schemas
// use zod's mini build (`zod/mini`, a meta test holds to it): its schema objects carry no methods
// of their own, so they are cheaper to build, and the checks nobody uses stay out of the bundle
// (BENCHMARKS.md, "Worker stopped first").

let configured = false;

/** `build()`'s schema, built on first use; until then an empty stand-in that forwards to it. */
export function lazySchema<T extends z.ZodMiniType>(build: () => T): T {
  let schema: T | undefined;
  // Called by every trap of the stand-in: once built, it only hands the schema back.
  const built = (): T => {
    if (!schema) {
      if (!configured) {
        // The extension's pages and worker forbid eval (CSP), so zod cannot compile its parsers.
        // Told so before its first object schema, it skips the `new Function` probe it would make,
        // which the browser reports as a CSP violation in the extension's console.
        z.config({ jitless: true });
        configured = true;
      }
      schema = build();
    }
    return schema;
  };
  // The target stays an empty extensible object: every answer comes from the built schema, and a
  // descriptor is reported configurable, which a proxy of an object without it must.
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(built(), key),
    set: (_target, key, value) => Reflect.set(built(), key, value),
    has: (_target, key) => Reflect.has(built(), key),
    ownKeys: () => Reflect.ownKeys(built()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(built(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(built(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(built()),
  });
}
