/**
 * Compare cars (docs/product.md#compare): the list of up to COMPARE_MAX car ids a visitor
 * compares, how it is read from a cookie or a `?ids=` link and written back, and which rows of
 * the side-by-side table differ. Pure and shared by the server and the browser; the cookie's
 * Set-Cookie header is written by request/compare.server.ts.
 *
 * The list is a cookie, so it works signed out and without JavaScript. Whatever a request
 * carries (a tampered cookie of ten ids, a link of fifty, two adds at once), every function here
 * answers at most COMPARE_MAX ids: the server can never write more.
 */
import { isUuid } from "../forms/ids";

/** At most this many cars side by side (docs/product.md#compare). */
export const COMPARE_MAX = 3;

/** The cookie holding the list (Path=/, so the Compare form posts on every page carry it). */
export const COMPARE_COOKIE = "mm_compare";

/**
 * The route ids (app/routes.ts) whose loaders read the list: /compare alone, under every
 * language prefix (the worker's page cache, server/page-cache.ts, finds their addresses).
 */
export const COMPARE_COOKIE_READERS: readonly string[] = ["compare"];

/**
 * Ids in the cookie are joined by dots: RFC 6265 allows neither commas nor spaces in a cookie
 * value, and a UUID holds no dot.
 */
const COOKIE_SEPARATOR = ".";

/** Longer cookie or `ids` values are cut here before they are split (3 UUIDs are 110 chars). */
const MAX_INPUT = 1000;

/**
 * The note of a comparison that left cars out, or null: "1 car is no longer for sale and was left
 * out", and "Only 3 cars can be compared: 1 more was left out" for a link naming more.
 */
export function leftOutText(gone: number, overflow = 0): string | null {
  const notes: string[] = [];
  if (gone > 0)
    notes.push(
      gone === 1
        ? "1 car is no longer for sale and was left out."
        : `${gone} cars are no longer for sale and were left out.`,
    );
  if (overflow > 0)
    notes.push(
      `Only ${COMPARE_MAX} cars can be compared: ${overflow} more ${overflow === 1 ? "was" : "were"} left out.`,
    );
  return notes.length ? notes.join(" ") : null;
}

/** What reading a list found: the valid ids in order, and how many were left out and why. */
export type CompareList = {
  /** Distinct car ids (lowercase UUIDs), in the order given, at most COMPARE_MAX. */
  ids: string[];
  /** Entries that were not car ids (malformed, empty). */
  invalid: number;
  /** Valid, distinct ids beyond COMPARE_MAX, left out. */
  overflow: number;
};

/** Reads a list of ids separated by `separator` (see CompareList); never more than COMPARE_MAX. */
function readList(value: string | null | undefined, separator: string | RegExp): CompareList {
  const parts = (value ?? "")
    .slice(0, MAX_INPUT)
    .split(separator)
    .map((p) => p.trim())
    .filter((p) => p !== "");
  const ids: string[] = [];
  let invalid = 0;
  let overflow = 0;
  for (const part of parts) {
    if (!isUuid(part)) {
      invalid++;
      continue;
    }
    const id = part.toLowerCase();
    if (ids.includes(id)) continue;
    if (ids.length >= COMPARE_MAX) overflow++;
    else ids.push(id);
  }
  return { ids, invalid, overflow };
}

/** The `?ids=a,b,c` of a shared comparison link (commas; spaces tolerated). */
export function parseIdsParam(value: string | null | undefined): CompareList {
  return readList(value, ",");
}

/** The list in the `mm_compare` cookie of a `Cookie` request header (empty when absent). */
export function readCompareCookie(cookieHeader: string | null | undefined): string[] {
  if (!cookieHeader) return [];
  for (const pair of cookieHeader.split(";")) {
    const at = pair.indexOf("=");
    if (at < 0 || pair.slice(0, at).trim() !== COMPARE_COOKIE) continue;
    return readList(pair.slice(at + 1).trim(), COOKIE_SEPARATOR).ids;
  }
  return [];
}

/** The cookie value of a list: its first COMPARE_MAX valid, distinct ids joined by dots. */
export function compareCookieValue(ids: readonly string[]): string {
  return readList(ids.join(COOKIE_SEPARATOR), COOKIE_SEPARATOR).ids.join(COOKIE_SEPARATOR);
}

/** The address of a comparison: `/compare?ids=a,b,c`, or `/compare` for none. */
export function compareHref(ids: readonly string[]): string {
  return ids.length ? `/compare?ids=${ids.join(",")}` : "/compare";
}

/**
 * Adds `id` to `list` (the visitor's cars still for sale): `added` with the new list, `already`
 * when it is in, `full` when COMPARE_MAX are already there (the list unchanged).
 */
export function addToList(
  list: readonly string[],
  id: string,
): { outcome: "added" | "already" | "full"; ids: string[] } {
  const current = list.slice(0, COMPARE_MAX);
  const key = id.toLowerCase();
  if (current.includes(key)) return { outcome: "already", ids: current };
  if (current.length >= COMPARE_MAX) return { outcome: "full", ids: current };
  return { outcome: "added", ids: [...current, key] };
}

/** `list` without `id`. */
export function removeFromList(list: readonly string[], id: string): string[] {
  const key = id.toLowerCase();
  return list.filter((x) => x !== key).slice(0, COMPARE_MAX);
}

/** The rows of the comparison table whose values are compared, in the table's order. */
export const COMPARE_FIELDS = [
  "price",
  "priceRating",
  "year",
  "mileage",
  "fuelType",
  "transmission",
  "bodyType",
  "color",
  "location",
  "inspectionScore",
  "seller",
  "trustScore",
] as const;
export type CompareField = (typeof COMPARE_FIELDS)[number];

/** Which rows differ: a field differs when its values are not all equal across the cars. */
export type CompareDifferences = {
  fields: Record<CompareField, boolean>;
  /** The union of the cars' features, in the catalogue's order then any other, each: differs. */
  features: { feature: string; differs: boolean }[];
};

/**
 * Which rows of the table differ across `cars` (docs/product.md#compare). Values are compared as
 * stored (a missing value is a value of its own); with fewer than two cars nothing differs.
 * `featureOrder` orders the features' union (the catalogue's list); others follow, sorted.
 */
export function differences(
  cars: readonly (Record<CompareField, unknown> & { features: readonly string[] })[],
  featureOrder: readonly string[] = [],
): CompareDifferences {
  const differ = (values: unknown[]) =>
    cars.length > 1 && new Set(values.map((v) => JSON.stringify(v ?? null))).size > 1;
  const fields = Object.fromEntries(
    COMPARE_FIELDS.map((f) => [f, differ(cars.map((c) => c[f]))]),
  ) as Record<CompareField, boolean>;
  const union = new Set(cars.flatMap((c) => c.features));
  const ordered = [
    ...featureOrder.filter((f) => union.has(f)),
    ...[...union].filter((f) => !featureOrder.includes(f)).sort(),
  ];
  const features = ordered.map((feature) => ({
    feature,
    differs: differ(cars.map((c) => c.features.includes(feature))),
  }));
  return { fields, features };
}
