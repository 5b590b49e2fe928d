/**
 * Keeps a function's answer per argument list for `ttlMs`: the menus and home page read the same
 * rarely-changing rows on every request, and the database should not be on that hot path.
 * `maxEntries` bounds the number of argument lists kept (least recently used go first), for
 * functions whose arguments come from the user (a search).
 * Per process on purpose: a copy at most `ttlMs` old is fine on any app server (decision 020).
 */
export function cacheFor<A extends unknown[], R>(
  ttlMs: number,
  load: (...args: A) => Promise<R>,
  { maxEntries = Infinity }: { maxEntries?: number } = {},
) {
  const entries = new Map<string, { value: Promise<R>; expiresAt: number }>();
  const cached = (...args: A): Promise<R> => {
    const key = JSON.stringify(args);
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expiresAt > now) {
      if (maxEntries !== Infinity) {
        // Most recently used last: the Map's order is the eviction order.
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit.value;
    }
    const value = load(...args);
    const entry = { value, expiresAt: now + ttlMs };
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    // A failed load is not kept.
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return value;
  };
  cached.clear = () => entries.clear();
  return cached;
}
