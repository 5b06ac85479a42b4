/**
 * Totals of recent browse queries, kept 20 s per process. Counting a large result (most of the
 * catalogue for an unfiltered browse) is the costliest part of a page; the list itself is always
 * read fresh. Every writer that changes what is public calls `invalidateListingCounts`.
 */

/**
 * Totals of recent browse queries, kept 20 s. Counting a large result (most of the catalogue
 * for an unfiltered browse) is the costliest part of a page; the list itself is always read
 * fresh. Writers that change what is public call `invalidateListingCounts`.
 */
const COUNT_TTL_MS = 20_000;

const countCache = new Map<string, { at: number; total: number }>();

/** Forgets every cached count: call after any write that changes which listings are public. */
export function invalidateListingCounts() {
  countCache.clear();
}

/**
 * `count()` under `key` for COUNT_TTL_MS (a null key is never cached). Bounded at 1000 keys.
 */
export async function cachedCount(
  key: string | null,
  count: () => Promise<number>,
): Promise<number> {
  const hit = key ? countCache.get(key) : undefined;
  if (hit && Date.now() - hit.at < COUNT_TTL_MS) return hit.total;
  const total = await count();
  if (key) {
    if (countCache.size > 1000) countCache.clear();
    countCache.set(key, { at: Date.now(), total });
  }
  return total;
}
