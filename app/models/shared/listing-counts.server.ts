/**
 * Totals of recent browse queries, kept 20 s per process (docs/decisions/003-performance.md).
 * Counting a large result (most of the catalogue for an unfiltered browse) is the costliest
 * part of a page; the list itself is always read fresh. Every writer that changes what is
 * public purges the pages it changes (models/shared/page-purge.server.ts), which forgets them here
 * and on every other instance.
 *
 * The cache is a least-recently-used one (`lru-cache`) of at most COUNT_CACHE_MAX filter sets,
 * so memory stays flat however many distinct filter sets visitors try; a key is a filter set's
 * JSON (the search text is cut to 100 characters), a few hundred bytes. It holds the count's
 * promise from the moment it starts: visitors asking for the same totals at once share one
 * count instead of each running it (on the embedded database, whose one connection runs
 * statements one after another, ten concurrent counts of 100 ms made the last visitor wait a
 * second).
 */
import { LRUCache } from "lru-cache";

/** How long a total is reused (ms). */
export const COUNT_TTL_MS = 20_000;

/** The most filter sets whose totals are kept; the least recently used goes first. */
export const COUNT_CACHE_MAX = 1000;

const countCache = new LRUCache<string, Promise<number>>({
  max: COUNT_CACHE_MAX,
  ttl: COUNT_TTL_MS,
  // The wall clock read at each look-up (as the other caches here do), so tests can move it.
  perf: { now: () => Date.now() },
  ttlResolution: 0,
});

/** Other figures kept from the listings, forgotten with the counts (the home page's stats). */
const dependents = new Set<() => void>();

/** Calls `forget` whenever the cached counts are forgotten (a module's own kept figures). */
export function onListingsChanged(forget: () => void): void {
  dependents.add(forget);
}

/**
 * Forgets every cached count, and the figures registered with `onListingsChanged`. The page
 * purge calls it (models/shared/page-purge.server.ts), here and on every instance.
 */
export function invalidateListingCounts() {
  countCache.clear();
  for (const forget of dependents) forget();
}

/** How many totals are cached now (at most COUNT_CACHE_MAX; tests). */
export function cachedCountEntries(): number {
  return countCache.size;
}

/**
 * `count()` under `key`, reused for COUNT_TTL_MS (a null key is never cached). A count still
 * running is shared by every caller of the same key. A failed count is not kept, so the next
 * caller tries again; one invalidated while it runs still answers its callers but is not kept.
 */
export function cachedCount(key: string | null, count: () => Promise<number>): Promise<number> {
  if (!key) return count();
  const hit = countCache.get(key);
  if (hit) return hit;
  const pending = count();
  countCache.set(key, pending);
  pending.catch(() => {
    if (countCache.peek(key) === pending) countCache.delete(key);
  });
  return pending;
}
