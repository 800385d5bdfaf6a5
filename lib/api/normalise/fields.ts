// Reading loosely-shaped JSON: own properties only, so a key such as "constructor" or
// "__proto__" in a hostile body never reaches the prototype chain.

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value of the first of `keys` that the object owns and that is not null/undefined. */
export function pick(obj: JsonObject, keys: readonly string[]): unknown {
  for (const key of keys) {
    if (Object.hasOwn(obj, key)) {
      const value = obj[key];
      if (value !== null && value !== undefined) return value;
    }
  }
  return undefined;
}

/** Like `pick`, but keeps looking while the value is not accepted by `read`. */
export function pickWith<T>(
  obj: JsonObject,
  keys: readonly string[],
  read: (v: unknown) => T | null,
): T | null {
  for (const key of keys) {
    if (!Object.hasOwn(obj, key)) continue;
    const result = read(obj[key]);
    if (result !== null) return result;
  }
  return null;
}

/** The first `max` own entries, without materialising every entry of a huge hostile map. */
export function ownEntries(obj: JsonObject, max: number): Array<[string, unknown]> {
  return Object.keys(obj)
    .slice(0, max)
    .map((key) => [key, obj[key]]);
}
