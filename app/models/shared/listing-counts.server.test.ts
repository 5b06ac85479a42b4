/**
 * The browse totals' cache (docs/decisions/003-performance.md): bounded however many distinct
 * filter sets arrive, reused within its TTL, one count shared by callers asking at once, and
 * emptied by invalidation.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  cachedCount,
  cachedCountEntries,
  COUNT_CACHE_MAX,
  COUNT_TTL_MS,
  invalidateListingCounts,
} from "./listing-counts.server";

afterEach(() => {
  invalidateListingCounts();
  vi.useRealTimers();
});

const filterKey = (i: number) =>
  JSON.stringify({ search: `camry ${i}`, location: "lagos", maxPrice: 10_000_000 + i });

describe("cachedCount", () => {
  it("never keeps more than COUNT_CACHE_MAX filter sets, keeping the most recent", async () => {
    for (let i = 0; i < COUNT_CACHE_MAX * 5; i++) {
      await cachedCount(filterKey(i), async () => i);
      expect(cachedCountEntries()).toBeLessThanOrEqual(COUNT_CACHE_MAX);
    }
    expect(cachedCountEntries()).toBe(COUNT_CACHE_MAX);
    const count = vi.fn(async () => -1);
    // The newest is still cached; the oldest was evicted and is counted again.
    expect(await cachedCount(filterKey(COUNT_CACHE_MAX * 5 - 1), count)).toBe(
      COUNT_CACHE_MAX * 5 - 1,
    );
    expect(count).not.toHaveBeenCalled();
    expect(await cachedCount(filterKey(0), count)).toBe(-1);
    expect(count).toHaveBeenCalledTimes(1);
    expect(cachedCountEntries()).toBe(COUNT_CACHE_MAX);
  });

  it("reuses a total for COUNT_TTL_MS, then counts again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const count = vi.fn(async () => 42);
    expect(await cachedCount("k", count)).toBe(42);
    vi.advanceTimersByTime(COUNT_TTL_MS - 1000);
    expect(await cachedCount("k", count)).toBe(42);
    expect(count).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    await cachedCount("k", count);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it("runs one count for callers asking at once, and keeps no failure", async () => {
    let release!: (n: number) => void;
    const count = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
    const asked = [cachedCount("k", count), cachedCount("k", count), cachedCount("k", count)];
    release(7);
    expect(await Promise.all(asked)).toEqual([7, 7, 7]);
    expect(count).toHaveBeenCalledTimes(1);

    const failing = vi.fn(async () => {
      throw new Error("statement timeout");
    });
    await expect(cachedCount("bad", failing)).rejects.toThrow("statement timeout");
    expect(await cachedCount("bad", async () => 3)).toBe(3);
  });

  it("forgets everything on invalidation, and never caches a null key", async () => {
    await cachedCount("k", async () => 1);
    invalidateListingCounts();
    expect(cachedCountEntries()).toBe(0);
    expect(await cachedCount("k", async () => 2)).toBe(2);
    const count = vi.fn(async () => 5);
    await cachedCount(null, count);
    await cachedCount(null, count);
    expect(count).toHaveBeenCalledTimes(2);
  });
});
