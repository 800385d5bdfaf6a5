import * as z from 'zod/mini';

// The one way the extension's code reaches zod: every schema module imports `z` from here, so this
// line runs before the first schema is built. The extension's pages and worker forbid eval (CSP),
// so zod cannot compile its parsers; told so before its first object schema, it skips the
// `new Function` probe it would make, which the browser reports as a CSP violation in the console.
// zod's mini build: its schema objects carry no methods of their own, so they are cheaper to
// build, and the checks nobody uses stay out of the bundle.
z.config({ jitless: true });

export { z };

/** `raw` if `schema` accepts it, else `fallback`: what is stored may be damaged. */
export function parseOr<T, F>(schema: z.ZodMiniType<T>, raw: unknown, fallback: F): T | F {
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : fallback;
}
