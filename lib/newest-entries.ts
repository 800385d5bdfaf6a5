/**
 * Sets `key` as the newest entry of `map` (a Map keeps insertion order) and drops the oldest
 * entries beyond `limit`: a memory bounded to what was used last.
 */
export function setNewest<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= limit) return;
    map.delete(oldest);
  }
}
