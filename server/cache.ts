/**
 * Keeps a function's answer per argument list for `ttlMs`: the menus and home page read the same
 * rarely-changing rows on every request, and the database should not be on that hot path.
 */
export function cacheFor<A extends unknown[], R>(ttlMs: number, load: (...args: A) => Promise<R>) {
  const entries = new Map<string, { value: Promise<R>; expiresAt: number }>();
  const cached = (...args: A): Promise<R> => {
    const key = JSON.stringify(args);
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const value = load(...args);
    entries.set(key, { value, expiresAt: now + ttlMs });
    // A failed load is not kept.
    value.catch(() => entries.delete(key));
    return value;
  };
  cached.clear = () => entries.clear();
  return cached;
}
